export {
  TOAST_ACCENTS,
  TOAST_DURATION_MS,
  TOAST_KINDS,
  TOAST_POSITION,
  isToastKind,
  toastRole,
  toastStyle,
  type ToastKind,
} from './policy.ts';
export { dismissToast, notify, showToast, subscribeToasts, type ShownToast } from './toast.ts';
export { flashForNextPage, showPendingFlash, takeFlash, type Flash } from './flash.ts';
