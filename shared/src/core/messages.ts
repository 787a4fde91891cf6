// The error catalogue: every message of section 8 of the three spec files (and the section 5
// validation messages), keyed by name, with the spec's exact wording, typos included
// ('occured', 'persmission', 'retreiving' are matched on by people and scripts).
//
// Run-time parts are {name} placeholders filled by fill(); the spec's $X is written '$' + {amount}
// and its '...' as a {name} placeholder. Entries marked 'Ours' are worded by us where the spec says
// a message exists without giving its words; they are not spec texts.
// A few keys share one text on purpose: the spec reuses the wording for a second situation
// (each such key says so in its comment).

import { searchMessages } from './searchMessages';
import { shellMessages } from './shellMessages';

export const messages = {
  // spec 000 §2, §8: shell and login (shellMessages.ts, kept apart so the login page carries only them)
  ...shellMessages,
  // Ours: the one search box (searchMessages.ts)
  ...searchMessages,

  // spec 000 §5 validation: saved filters, combine collections, re-send email
  filterNameRequired: 'Filter name cannot be empty',
  collectionNameRequired: 'Collection name cannot be blank',
  endDateBeforeStart: 'End Date cannot be before start date.',
  /** Also the helper of an extra address in email settings (spec 002 §5). */
  invalidEmail: 'Please enter a valid email.',

  // spec 000 §6, §8 order lists
  /** Also the wording of the license SKU, trade-show and product fetch failures (spec 002 §8). */
  ordersFetchFailed: 'An error occured while fetching the orders, please try again later.',
  orderDeleteForbidden: "You don't have permission to delete this order",
  ordersDeleteFailed: 'An error occured while deleting the orders. Please try again later.',
  orderTypesFetchFailed: 'An error occrued while getting the order types, please contact IT.',

  /** Ours: 409 for an order past the stage where it may be deleted (spec 000 §8 shows the server message). */
  orderDeleteTooLate: 'Order #{number} can no longer be deleted: only Saved, Awaiting Art and Art Requested orders can be.',
  /** Ours: an order id that does not exist (or that the user may not see). */
  orderNotFound: 'This order does not exist.',
  /** Ours: the server's 400 for a PO or collection name over the cap (the form caps typing at 30). */
  poTooLong: 'PO cannot be longer than 30 characters.',
  /** Ours: the server's 400 for a saved filter name over the cap (the form caps typing at 50). */
  filterNameTooLong: 'Filter name cannot be longer than 50 characters.',
  /** Ours: a saved filter link that is not an order list link. */
  filterLinkInvalid: 'This link is not an order list.',
  /** Ours: rush changed by a user without approve or orderEdit (the checkbox is disabled; spec 000 §5). */
  rushForbidden: "You don't have permission to change the rush flag.",
  /** Ours: the Bill To search or the Department filter sent by a user without approve or orderEdit (spec 000 §6). */
  privilegedFilterForbidden: "You don't have permission to search or filter by Bill To Customer or Department.",
  /** Ours: combine with fewer than two collections (the dialog needs at least 2; spec 000 §5). */
  combineTwoRequired: 'Please select at least 2 collections.',
  /** Ours: 409 when the combined orders are not open collections of one type and one customer. */
  combineNotCollections: 'Only open collections of the same type and customer can be combined.',
  /** Ours: a collection's image type other than M or V (spec 000 §5). */
  imageTypeInvalid: 'Image type must be M (Ghost) or V (Vector).',
  /** Ours: re-send e-mail with no address (Send is disabled in the form; spec 000 §5). */
  emailRequired: 'Please enter at least one email.',
  /** Ours: 409 when the order changed status since the list showed it (the delete call sends the status it saw). */
  orderChanged: 'Order #{number} has changed since the list was loaded. Please refresh and try again.',
  /** Ours: 409 for a PO or type edit of an order past the stage where it may be changed. */
  orderLocked: 'Order #{number} is {status} and can no longer be changed.',
  /** Ours: an order type that does not exist. */
  orderTypeInvalid: 'Please choose a valid order type.',

  // spec 000 §8 license collections: combine and regenerate images
  combineCollectionsFailed: 'An error occured while combining the collections. Please try again later.',
  /** Shared on purpose: regenerate images reuses the combine wording (spec 000 §8). */
  regenerateImagesFailed: 'An error occured while combining the collections. Please try again later.',
  imagesRegenerated: 'Images were regenerated successfully.',

  // spec 000 §8 saved filters and re-send email
  filterCreateFailed: 'An error occured while creating the filer, please try again later',
  emailSendFailed: 'An error occured while sending the email, please try again later.',
  /** A prefix: the caller appends the addresses. */
  emailSentTo: 'Email sent to',

  // spec 000 §8 templates, catalogs and users
  templateDeleted: 'Template #{id} deleted successfully.',
  templateDeleteFailed: 'An error occured while deleting the template, please try again later.',
  catalogsOrUsersLoadFailed: 'An error occured please try again later.',

  // spec 001 §8.1 returns
  returnCreateFailed: 'An error occured while creating the return, please try again later.',
  returnCreated: 'Return #{number} created successfully',
  returnUpdateFailed: 'An error occured while updating the return, please try again later.',
  returnUpdated: 'Return updated successfully.',
  returnLoadFailed: 'An error occured while loading the order please try again later.',
  returnsFetchFailed: 'Error retrieving returns data.',
  returnCommentDeleteForbidden: "You don't have persmission to delete this comment, please contact a manager to delete it.",
  /** Ours: the spec does not word it (comment create failure, "generic text"). */
  returnCommentFailed: 'An error occurred while posting the comment, please try again later.',
  /** Ours: the spec does not word it (cancel, waiting for goods, approve, field update, file delete; 409 shows the server message). */
  returnActionFailed: 'An error occurred while updating the return status, please try again later.',

  // spec 001 §5.2 design requests: validation
  referenceFilesMax: 'A maximum of 3 files can be attached.',
  referenceFileType: 'Files must be a valid image type.',
  referenceFileTooLarge: 'Files cannot be over 4MB in size.',
  issueTooLong: 'issues cannot be longer than 100 characters',
  revisionNoteTooLong: 'Note to artist cannot be longer than 500 characters.',
  revisionNoteRequired: 'Please specify required changes.',
  issuesRequired: 'Please select any issues that are preventing the design from being completed.',
  timelineCommentTooLong: 'Comments limited to 8000 characters.',
  timelineReadOnly: 'Timeline is read-only.',
  productionFileTooLarge: 'Production file size cannot exceed 20MB.',
  workingFileTooLarge: 'Working file size cannot exceed 20MB.',
  designImageTooLarge: 'Image size cannot exceed 10MB.',
  pmsImageTooLarge: 'PMS image size cannot exceed 10MB.',
  designCommentTooLong: 'Design comment cannot be longer than 1000 characters.',
  imageProportionsIncompatible: 'image proportions are incompatible with the decoration treatment type',
  treatmentProportionsUnsupported: 'treatment type does not support the uploaded design proportions',
  methodNoCcSupport: 'requested method does not support CC designs',
  incompatibleFileType: 'Incompatible file type.',
  svgViewboxMissing: 'Could not get SVG viewbox.',

  // spec 001 §8.2 design requests: failures
  designRequestCountFailed: 'Could not retrieve design request count.',
  designRequestFetchFailed: 'Could not retrieve design request data.',
  designRequestTimelineFailed: 'Could not retrieve design request timeline.',
  designDataFetchFailed: 'Could not retrieve design data.',
  treatmentsFetchFailed: 'Error retreiving treatments.',
  existingDesignsFetchFailed: 'Could not retrieve existing designs.',
  designRequestCreateFailed: 'Failed to create design request.',
  designRequestCreateError: 'Could not create design request.',
  designRequestUpdateFailed: 'Could not update design request.',
  designRequestApproveFailed: 'Could not approve the design request.',
  designRequestAcceptFailed: 'Could not accept the design request.',
  designRequestSuspendFailed: 'Could not suspend the design request.',
  designRequestsSuspendFailed: 'Could not suspend design requests.',
  designRequestStatusFailed: 'Could not update design request status.',
  timelineCommentPostFailed: 'Could not post timeline comment.',
  timelineCommentDeleteFailed: 'Could not delete timeline comment.',
  designRequestReopenFailed: 'Could not re-open the design request.',
  designFilesSubmitFailed: 'Error submitting the design files/data.',
  designRequestsFetchFailed: 'Error retrieving design requests.',
  designRequestsDataFetchFailed: 'Error retrieving design requests data.',
  leagueTeamFetchFailed: 'Could not retrieve league/team data.',
  resourceDownloadFailed: 'Could not download resource.',

  // spec 001 §8.2 design requests: successes and confirmations
  designRequestCreated: 'Successfully created design request with id #{id}',
  designRequestsSuspended: '{n} design requests suspended.',
  designRequestDesignCreated: 'Design created: {id} - {variation}',
  designRequestAccepted: 'Successfully accepted design request.',
  designRequestSuspended: 'Design request suspended.',
  designRequestArtReady: 'Art confirmed ready for rep approval.',
  designRequestReturnedToArtist: 'Design request returned to the artist.',
  designRequestArtSubmitted: 'Successfully submitted art.',
  /** Delete confirmations: design request comments (spec 001 §8.2) and external users (spec 002 §8). */
  actionIrreversible: 'This actions is irreversible.',

  // spec 001 §8.3 designs
  designFetchFailed: 'Error getting the design information.',
  designCreated: 'New Design ID {id}-{variation} created.',
  designCreateFailed: 'An error occured while creating a new design.',
  designsInUse:
    'The following designs are used in the listed confirmed (unshipped) orders and cannot be deactivated. Please contact the CSR.',
  designsDisableFailed: 'An error occured while disabling the designs.',

  // spec 001 §5.4, §5.5 AI swatches and printer colour mappings: validation
  colorNameRequired: 'Color name is required.',
  colorExists: 'Color already exists in library/group.',
  invalidRgbHex: 'Invalid RGB Hex',
  libraryRequired: 'Must Select a Library',

  // spec 001 §8.4 AI swatches
  swatchLibrarySaveFailed: 'Failed to save swatch library.',
  swatchUpdateFailed: 'Failed to update swatch.',
  swatchDeleteFailed: 'Failed to delete swatch.',
  swatchInUse: 'Cannot delete a swatch that has been used in a design.',

  // spec 001 §8.4 printer colour mappings
  /** Ours: the spec does not word it (printer colour mapping failures). */
  printerMappingsFetchFailed: 'Failed to fetch printer color mappings.',
  /** Ours: the spec does not word it (printer colour mapping failures). */
  printerMappingAddFailed: 'Failed to add printer color mapping.',
  /** Ours: the spec does not word it (printer colour mapping failures). */
  printerMappingUpdateFailed: 'Failed to update printer color mapping.',

  // spec 001 §8.4 colour extraction
  pmsFileFailed: 'An error occurred while generating the PMS file.',
  designColorsSaveFailed: 'Failed to save design colors.',
  designColorsFetchFailed: 'Failed to fetch designs/colors.',
  pmsImagesFailed: 'Failed to generate PMS images.',
  imageLoadFailed: 'failed to load image',
  designColorsSaved: 'Design colors successfully saved.',

  // spec 001 §8.4 production tools
  openJobsFetchFailed: 'An error occured while fetching the open jobs/designs. Please try again later.',
  jobFoldersCreateFailed: 'An error occured while creating the job folders. Please try again later.',
  recolorFailed: 'An error occurred while recoloring/saving the design files.',
  jobFoldersCreated: 'Job Folders created successfully.',
  designRecolored: 'Design recolored and saved successfully.',
  designRecoloredWithErrors: 'Design recolored and saved with errors.',

  // spec 002 §5, §8 user access
  userRequired: 'Please select a user.',
  accessSaveFailed: 'An error occured while adding acess levels to the user plase try again later.',
  accessUpdated: 'Access has been updated.',

  // spec 002 §5, §8 email settings (the helper 'Please enter a valid email.' is invalidEmail)
  invalidEmailAddress: 'Please enter a valid email address.',
  emailAddressExists: 'The entered email address already exists.',
  emailSettingsUpdated: 'Email settings updated successfully',
  emailSettingsUpdateFailed: 'An error occured while updating the email settings please try again later.',

  // spec 002 §8 sales and marketing resources (a sales resources download failure is somethingWentWrong)
  salesResourcesFetchFailed: 'An error occured while getting the sales resources, please try again later.',
  marketingDownloadFailed: 'An error occured, please try again later.',

  // spec 002 §8 trade-show schedule (a trade-show fetch failure is ordersFetchFailed)
  meetingDeleteFailed: 'An error occured while deleting the selected meeting.',
  meetingUpdateFailed: 'An error occured while updating the selected meeting.',
  stationUpdated: 'Station updated successfully.',

  // spec 002 §8 license SKU approval (a SKU list fetch failure is ordersFetchFailed)
  /** Sell sheet download, approve and active toggle. */
  sellSheetFailed: 'An error occured while getting the sell sheet, please try again later.',

  // spec 002 §8 product style editor (a product list fetch failure is ordersFetchFailed)
  productFetchFailed: 'An error occured while fetching the product data. Please try again later.',
  productUpdateFailed: 'An error occured while updating the product. Please try again later.',
  presetSaveFailed: 'An error occured while attempting to save the preset. Please try again later.',
  treatmentsCopyFailed: 'An error occured while copying treatments. Please try again later.',
  productUpdated: 'Product updated successfully.',
  presetSaved: 'Preset saved successfully.',

  // spec 002 §8 external users (delete confirmations are actionIrreversible)
  externalUsersFetchFailed: 'Error retrieving external users data.',
  externalUserCreateFailed: 'Error creating new external user.',
  externalUserUpdateFailed: 'Error updating external user.',
  setupRequestCreateFailed: 'Error creating setup request.',
  setupRequestCompleteFailed: 'Error completing setup request.',
  signupEmailResendFailed: 'Error resending signup email.',
  /** Ours: a customer account re-sends an order's e-mail to its own address only. */
  resendOwnAddressOnly: 'You can send this e-mail to your own address only.',
  externalUserDeleteFailed: 'Error deleting external user.',
  externalUserRequestDeleteFailed: 'Error deleting external user request.',
  customerOptionsFetchFailed: 'Error retrieving customer options.',
  externalUsersError: 'An error occured. Please try again later.',

  // spec 002 §8 custom events
  eventsFetchFailed: 'Error retrieving events. Please try again later.',
  eventFetchFailed: 'An error occured while fetching the event details, please try again later.',
  eventOrderCancelFailed: 'An error occured while cancelling the order. Please try again later.',
  eventCancelFailed: 'An error occured while cancelling the event please try again later.',
  eventUpdateFailed: 'An error occured while updating the event please try again later.',
  eventCloseFailed: 'An error occured while closing the event please try again later.',
  eventExportFailed: 'An error occured while exporting the event please try again later.',
  productionOrderCreated: 'Production Order #{number} created successfully.',

  // spec 002 §5 design sample requests and design orders: validation
  attachFileRequired: 'Please attach at least 1 file',
  /** The spec's 'Earliest date required is ...': {date} is the earliest allowed date. */
  earliestDateRequired: 'Earliest date required is {date}',
  /** Ours: the spec does not word it (design order quantity "invalid shows error"). */
  quantityInvalid: 'Quantity must be a whole number of at least 1.',

  // spec 002 §8 design sample requests and design orders
  designSampleCreateFailed: 'An error occured while creating the request, please try again later.',
  /** Comment on a design sample request or a design order. */
  designCommentFailed: 'An error occured while creating the comment, please try again later.',
  designSampleReceiveFailed: 'An error occured while update the request, please try again later.',
  /** The spec's string for both cancels; designSampleCancelFailed and designOrderCancelFailed are the clean variants. */
  designSampleOrOrderCancelFailed: 'An error occured while cancelling the request (or order), please try again later.',
  /** Ours: the request variant of designSampleOrOrderCancelFailed. */
  designSampleCancelFailed: 'An error occured while cancelling the request, please try again later.',
  /** Ours: the order variant of designSampleOrOrderCancelFailed. */
  designOrderCancelFailed: 'An error occured while cancelling the order, please try again later.',
  designSampleCloseFailed: 'An error occured while closing the request, please try again later.',
  /** Shared on purpose: the create PO failure reuses the close wording (spec 002 §8). */
  designPoCreateFailed: 'An error occured while closing the request, please try again later.',
  designSamplePriceFailed: 'An error occured while adding the price, please try again later.',
  designImagesDownloadFailed: 'An error occured while getting the deisgn images, please try again later.',
  designOrderCreateFailed: 'An error occured while creating the order, please try again later.',
  designOrderQuantityFailed: 'An error occured while update the quantity, please try again later.',
  designSampleCreated: 'Design Sample Request #{id} created',
  designOrderCreated: 'Design Order #{id} created',

  // spec 002 §8 shipping jobs
  shippingJobCreateFailed: 'Failed to create shipping job.',
  shippingJobUpdateFailed: 'Failed to update shipping job.',
  /** The spec's one text for every fetch of the shipping-job screens: the available orders, an order, a job. */
  shippingOrdersFetchFailed: 'An error occured while fetching the available orders (or the order), please try again later.',
  shippingQuantitiesUpdated: 'Shipping quantities updated successfully',

  // spec 002 §5 employee pricing (FPA): validation helpers
  // biome-ignore lint/suspicious/noTemplateCurlyInString: '$' is the dollar sign before fill()'s {amount} placeholder, not a template literal
  maxAvailableAmount: 'Max Available Amount is ${amount}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: '$' is the dollar sign before fill()'s {amount} placeholder, not a template literal
  allowanceTooLow: 'Allowance cannot be lower than ${amount}',

  // spec 002 §8 employee pricing (FPA)
  employeeEmailNotSetUp: 'Email has not been set up yet, please ask your manager to set up your email.',
  friendsFamilyCreateFailed: 'An error occured while creating the discount code, please try again later.',
  friendsFamilyCreated: 'Friends and Family code created successfully',
  employeeDisableFailed: 'An error occured while disabling the employee, please try again later.',
  /** Shared on purpose: the enable failure reuses the 'disabling' wording (spec 002 §8). */
  employeeEnableFailed: 'An error occured while disabling the employee, please try again later.',
  employeeDisabled: 'Employee was disabled successfully.',
  employeeEnabled: 'Employee was enabled successfully.',
  copied: 'Copied successfully',
  discountCodeCreated: 'Discount code created and copied',
  discountCodeDeleted: 'Discount code deleted successfully',
  allowanceUpdated: 'Allowance updated successfully',
  employeeAdded: 'Employee added',
  /** Ours: the spec does not word it (allowance discount code create failure). */
  discountCodeCreateFailed: 'An error occurred while creating the allowance discount code, please try again later.',
  /** Ours: the spec does not word it (discount code delete failure). */
  discountCodeDeleteFailed: 'An error occurred while deleting the discount code, please try again later.',
  /** Ours: the spec does not word it (allowance update failure). */
  allowanceUpdateFailed: 'An error occurred while updating the allowance, please try again later.',
  /** Ours: the spec does not word it (add employee failure). */
  employeeAddFailed: 'An error occurred while adding the employee, please try again later.',

  // spec 002 §8 public order approval pages
  approvalLinkUnavailable: 'The link to this version of the art/order is no longer available.',
  /** The server's message that moves the page to INVALID (the page then shows approvalLinkUnavailable). */
  approvalLinkUnavailableReply: 'input: The link to this version of the art/order is no longer available.',
  /** Shared on purpose: approval page failures use the marketing download wording (spec 002 §8). */
  approvalFailed: 'An error occured, please try again later.',
  approvalApproved: 'Your approval is noted and your sales representative has been advised. Thank you and have a great day.',
  /** Ours: the spec does not word it (an apology noting the comments, that the representative was advised and that revisions will be made). */
  approvalRejected:
    'We are sorry the art/order was not what you expected. Your comments are noted, your sales representative has been advised and revisions will be made.',

  // spec 002 §5, §8 drafted contests
  mustBeAfterVotingStart: 'Must be after voting start date/time.',
  organizationCreated: 'Successfully created new organization.',
  sponsorCreated: 'Successfully created new sponsor.',
} as const;

export type MessageName = keyof typeof messages;

/** Fills the {name} placeholders of a catalogue text: fill(messages.templateDeleted, { id: 4 }). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
