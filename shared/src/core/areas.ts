// The business areas' rules shared by the screens and the server (one module per area topic).
export * from './orders';
export * from './orderSchemas';
export * from './shippingLeadDays';
export * from './catalogs';
export * from './templates';
export * from './statusFlow';
export * from './orderEdit';
export * from './orderApproval';
export * from './returns';
export * from './returnMessages';
export * from './refundMath';
export * from './returnFlow';
export * from './returnSchemas';
