import { startLoadingApprovalModule } from './approvalModule';

// The public host page's entry (approval.html, served for /order_approval/…). The orders remote's
// module starts loading at once, while React loads behind the async boundary Module Federation
// needs before a shared module is used: the two downloads run side by side.
const approvalModule = startLoadingApprovalModule();
// Handled where it is rendered (bootstrap.tsx); this keeps an early failure from counting as unhandled.
approvalModule.catch(() => {});
void import('./bootstrap').then(({ start }) => start(approvalModule));
