/** Billing routes, from contract/billing. */
import { billingContract as B } from '../../../contract/billing/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';

export const listPaymentMethodsRoute = routeFor(B.listPaymentMethods);
export const addPaymentMethodRoute = routeFor(B.addPaymentMethod);
export const removePaymentMethodRoute = routeFor(B.removePaymentMethod);
export const buyRunRoute = routeFor(B.buyRun);
export const subscribeRoute = routeFor(B.subscribe);
export const confirmPaymentRoute = routeFor(B.confirmPayment);
export const listMyPaymentsRoute = routeFor(B.listMyPayments);
export const getPaymentRoute = routeFor(B.getPayment);
export const getMySpendingRoute = routeFor(B.getMySpending);
export const listMySubscriptionsRoute = routeFor(B.listMySubscriptions);
export const cancelSubscriptionRoute = routeFor(B.cancelSubscription);
export const reactivateSubscriptionRoute = routeFor(B.reactivateSubscription);
export const getMyEarningsRoute = routeFor(B.getMyEarnings);
