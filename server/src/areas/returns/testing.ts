// The returns area's door for tests (of any area): the orders test world plus REST calls and
// ready-made returns. Never imported by server code.
export { loadOrderForReturn, type OrderForReturn } from './orderForReturn';
export { createReturnWorld, inputOf, oneUnitDraft, type ReturnWorld } from './returnsTestKit';
