import { defineEndpoints } from '../lib/endpoint.ts';

/** Money: saved cards, purchases of runs, subscriptions to experts, payment history and a creator's earnings. */
export const billingEndpoints = defineEndpoints({
  listPaymentMethods: { method: 'GET', path: '/api/billing/payment-methods', list: true },
  addPaymentMethod: { method: 'POST', path: '/api/billing/payment-methods' },
  removePaymentMethod: { method: 'DELETE', path: '/api/billing/payment-methods/{id}' },
  buyRun: { method: 'POST', path: '/api/billing/run-purchases' },
  subscribe: { method: 'POST', path: '/api/billing/subscriptions' },
  confirmPayment: { method: 'POST', path: '/api/billing/payments/{id}/confirm' },
  listMyPayments: { method: 'GET', path: '/api/billing/payments', list: true },
  getPayment: { method: 'GET', path: '/api/billing/payments/{id}' },
  getMySpending: { method: 'GET', path: '/api/billing/spending' },
  listMySubscriptions: { method: 'GET', path: '/api/billing/subscriptions', list: true },
  cancelSubscription: { method: 'POST', path: '/api/billing/subscriptions/{id}/cancel' },
  reactivateSubscription: { method: 'POST', path: '/api/billing/subscriptions/{id}/reactivate' },
  getMyEarnings: { method: 'GET', path: '/api/creator/earnings' },
});
