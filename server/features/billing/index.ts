/**
 * The billing feature: saved cards, purchases of runs, subscriptions to experts, the ledger behind them and a
 * creator's earnings. Other features ask it through service.ts (the runs feature: may this person run this expert?).
 */
import { createRouter } from '../../core/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export function createBillingRouter() {
  return createRouter()
    .openapi(routes.listPaymentMethodsRoute, handlers.listPaymentMethodsRoute)
    .openapi(routes.addPaymentMethodRoute, handlers.addPaymentMethodRoute)
    .openapi(routes.removePaymentMethodRoute, handlers.removePaymentMethodRoute)
    .openapi(routes.buyRunRoute, handlers.buyRunRoute)
    .openapi(routes.subscribeRoute, handlers.subscribeRoute)
    .openapi(routes.confirmPaymentRoute, handlers.confirmPaymentRoute)
    .openapi(routes.listMyPaymentsRoute, handlers.listMyPaymentsRoute)
    .openapi(routes.getPaymentRoute, handlers.getPaymentRoute)
    .openapi(routes.getMySpendingRoute, handlers.getMySpendingRoute)
    .openapi(routes.listMySubscriptionsRoute, handlers.listMySubscriptionsRoute)
    .openapi(routes.cancelSubscriptionRoute, handlers.cancelSubscriptionRoute)
    .openapi(routes.reactivateSubscriptionRoute, handlers.reactivateSubscriptionRoute)
    .openapi(routes.getMyEarningsRoute, handlers.getMyEarningsRoute);
}
