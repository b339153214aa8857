export { StaffApiProvider, useStaffApi } from './provider';
export { staffKeys } from './query-keys';
export {
  forgetStaffSession,
  staffMeQueryOptions,
  useStaffAudit,
  useStaffEnrolment,
  useStaffMe,
  useStaffSignedIn,
  useStaffSignIn,
  useStaffSignOut,
  useAnswerWhistleblowReport,
  useWhistleblowReports,
} from './staff';
export {
  useCreateStaffMember,
  useResetStaffTotp,
  useSaveStaffGroup,
  useStaffGroups,
  useStaffMembers,
  useUpdateStaffMember,
} from './staff-members';
export {
  useAddStaffProductImage,
  useDeleteStaffProductImage,
  useOrderStaffProductImages,
  useStaffPricePreview,
  useStaffProduct,
  useStaffProducts,
  useUpdateStaffProduct,
  useUpdateStaffProductImage,
} from './staff-catalogue';
export {
  staffOrderQueryOptions,
  staffOrdersQueryOptions,
  useOrderTransition,
  useStaffOrder,
  useStaffOrders,
} from './staff-orders';
export {
  useCreateStory,
  useDeleteStory,
  useMoveStory,
  useStaffContentTree,
  useStaffStory,
  useStoryAction,
  useStoryPreview,
  useUpdateStory,
  type StoryAction,
} from './staff-content';
export {
  useDeactivateStaffCoupon,
  useSaveStaffCoupon,
  useStaffCoupon,
  useStaffCouponRedemptions,
  useStaffCoupons,
} from './staff-coupons';
export {
  useStaffCustomer,
  useStaffCustomerAction,
  useStaffCustomerExport,
  useStaffCustomerSearch,
  type StaffCustomerActionName,
} from './staff-customers';
export {
  useRetryStaffDelivery,
  useStaffDeliveries,
  useStaffOutbox,
  useStaffOutboxMessage,
  useStaffSettings,
  useUpdateStaffSettings,
} from './staff-settings';
export { useStaffJobRuns } from './staff-jobs';
