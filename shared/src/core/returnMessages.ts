// Ours: the returns messages the spec does not word (spec 001 §5.1 only says the submit buttons
// are disabled; §7.1 says a 409 shows "the server's message"). The spec's own returns texts are in
// messages.ts (returnCreateFailed, returnCreated, …); these complete them. Run-time parts are
// {name} placeholders filled by fill().

export const RETURN_MESSAGES = {
  // spec 001 §5.1 submit conditions: the reason the buttons are disabled, and the server's 400.
  codeRequired: 'Please choose a return code.',
  nothingSelected: 'Please select at least one item unit or charge to return.',
  totalsZero: 'The total quantity and the total refund must be above zero.',
  itemMismatch: 'Every item with a refund needs a returned quantity, and every item with a returned quantity needs a refund.',
  totalTooHigh: 'The total refund cannot be more than the order total plus shipping charges.',
  refundTooHigh: 'A refund cannot be more than what is left to refund on its line.',
  quantityTooHigh: 'A returned quantity cannot be more than what was shipped less earlier returns.',
  lineUnknown: 'This return refers to an item or a charge that is not on the order.',
  codeUnknown: 'This return code does not exist.',
  dateInvalid: 'Please enter a valid date.',
  commentTooLong: 'A comment cannot be longer than 8000 characters.',
  commissionRange: 'Commission must be between 0 and 100.',

  // spec 001 §4.1: the state machine's refusals (409) and the access refusals (403).
  notInState: 'Return #{number} is {status}: {refusal}',
  tierRequired:
    'Return #{number} is over 5,000.00: approving it needs the higher approval tier (approve5kReturns). Please ask a manager to approve it.',
  forbidden: "You don't have permission to {action} this return.",
  viewForbidden: "You don't have permission to view this return.",
  notFound: 'This return does not exist.',
  orderNotShipped: 'Order #{number} is {status}: returns can only be made for shipped orders.',
  noOrderAccess: "You don't have permission to see returns.",

  // Field updates (PUT /api/{field}).
  repUnknown: 'This rep does not exist.',
  csrUnknown: 'This CSR does not exist.',

  // Timeline posts and files.
  commentRequired: 'Please write a comment or attach a file.',
  ccInvalid: 'Please enter valid cc e-mail addresses (at most 10).',
  commentNotFound: 'This comment does not exist.',
  fileTooLarge: 'Files cannot be over 10 MB in size.',
  fileType: 'Files must be a PDF, an image (PNG, JPEG, GIF, WebP, HEIC), a Word or an Excel document.',
  tooManyFiles: 'A maximum of 10 files can be attached at once.',
  fileNotFound: 'This file does not exist.',
  fileUnknown: 'An attached file was not found: please upload it again.',
} as const;

export type ReturnMessageName = keyof typeof RETURN_MESSAGES;

/** How the refusals name an action: the state refusal ("it cannot be cancelled.") and the access one. */
export const RETURN_ACTION_WORDS: Record<string, { refusal: string; verb: string }> = {
  cancel: { refusal: 'it cannot be cancelled.', verb: 'cancel' },
  awaitingGoods: { refusal: 'it cannot be set to Waiting for Goods.', verb: 'update' },
  approveOrder: { refusal: 'it cannot be approved as a return (Approve Return).', verb: 'approve' },
  approveRefund: { refusal: 'it cannot be approved as a refund (Approve Refund).', verb: 'approve' },
  approveRestock: { refusal: 'it cannot be approved as a return and refund (Approve Return and Refund).', verb: 'approve' },
  edit: { refusal: 'its items and refunds can no longer be edited.', verb: 'edit' },
  editComment: { refusal: 'its comment can no longer be edited.', verb: 'edit the comment of' },
  editCode: { refusal: 'its return code can no longer be changed.', verb: 'change the return code of' },
  editPeople: { refusal: 'its rep and CSR can no longer be changed.', verb: 'change the rep or CSR of' },
  deleteFile: { refusal: 'its files cannot be deleted.', verb: 'delete files of' },
};
