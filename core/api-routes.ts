import type { z } from "zod";
import type { ProfileLanguageSchema } from "./i18n/locale-field";
import type {
  AdminBookingDetail,
  AdminBookingList,
  AdminBookingMessages,
  AdminEmail,
  AdminEmailList,
  AdminMessage,
  AdminSubscriberList,
  AdminVendorDetail,
  AdminVendorList,
  BookingActionResponse,
  BookingActionSchema,
  BookingListQuerySchema,
  CrewAssignmentSchema,
  DayViewResponse,
  EmailLogQuerySchema,
  AdminRescheduleSchema,
  SubscriberListQuerySchema,
  ScheduleVisitCrewResponse,
  VendorDecisionResponse,
  VendorDecisionSchema,
  VendorListQuerySchema,
} from "./admin-api";
import type { MeResponse, SubscriptionState } from "./api-types";
import type { MySchedule, PendingTimeOffRequests, TimeOffDecision, TimeOffRequest } from "./time-off-requests-api";
import type { ForgotPasswordSchema, ResendVerificationSchema, ResetPasswordSchema, SignInSchema, SignUpSchema } from "./auth-schemas";
import type { OfferQuoteRequestSchema, OfferQuoteResponse } from "./offer-quote";
import type { AvailabilityQuerySchema, AvailabilityResponse, BookingRequestSchema, BookingResponse } from "./booking-schema";
import type {
  CheckoutUrlResponse,
  CompleteBookingSchema,
  PaymentsQuerySchema,
  PaymentsResponse,
  OutsidePaymentSchema,
  RefundRequestSchema,
} from "./payments-api";
import type { OwnerMetricsQuerySchema, OwnerMetricsResponse } from "./owner-metrics-api";
import type { OwnerSnapshot } from "./owner-snapshot-api";
import type { CrewPayResponse } from "./crew-pay-api";
import type { CustomerFigures } from "./customer-figures-api";
import type { UtilisationResponse } from "./utilisation-api";
import type { CancellationReasonResponse, CancellationReasonSchema } from "./cancellation-reasons";
import type { QuoteQuerySchema } from "./price-inputs-schema";
import type { QuoteResponse } from "./pricing";
import type { AdminBuilding, AdminBuildingListResponse, BuildingListResponse, BuildingSchema } from "./buildings";
import type { ClosedDayVisitsResponse } from "./closed-day-visits";
import type { CrewCover } from "./crew-cover-api";
import type { FreeStaffQuerySchema, FreeStaffResponse, StaffHoursSchema, TimeOffSchema } from "./staff-hours";
import type { ClosedDayListResponse, ClosedDayResult, ClosedDaySchema } from "./closed-days";
import type { SavedAddress, SavedAddressLabelSchema, SavedAddressListResponse } from "./saved-addresses";
import type { ChooseSavedCardSchema, WalletResponse } from "./wallet-api";
import type { SavedCardTipSchema, TipRequestSchema } from "./tip-options";
import type { TextSettings, TextSettingsSchema } from "./text-settings";
import type { TestEmailResponse, TestEmailSchema } from "./email-test-schema";
import type { ManageTokenQuerySchema, MyBookingResponse, MyBookingsResponse, RescheduleRequestSchema } from "./my-bookings";
import type { ScheduleAvailabilityQuerySchema, ScheduleListResponse, ScheduleRequestSchema, ScheduleResponse } from "./schedule-schema";
import type {
  BillingPortalResponse,
  CheckoutCancelResponse,
  CheckoutStateResponse,
  EmergencyRequestSchema,
  EmergencyResponse,
  SubscriptionChangeSchema,
  SubscriptionCheckoutSchema,
  SubscriptionCheckoutResponse,
} from "./subscription-api";
import type {
  CrewInvitationSchema,
  JobActionResponse,
  JobOffers,
  ProviderAssignmentSchema,
  RatingPage,
  RatingSchema,
  RatingTokenQuerySchema,
  StaffDeactivation,
  StaffInvitationAcceptSchema,
  StaffList,
  StaffMember,
  StaffServicesSchema,
  WorkJobs,
  WorkCompleteSchema,
  WorkMe,
} from "./staff-api";
import type { VendorApplicationResponse, VendorApplicationSchema } from "./vendor-schema";
import type { ScheduleVisitMembersResponse, VisitMembersResponse } from "./visit-members-api";
import type { DayBoardQuerySchema, DayBoardResponse } from "./day-board-api";
import type { DayViewQuerySchema } from "./day-view-query";
import type { UpcomingJobsPage, UpcomingJobsQuerySchema } from "./upcoming-jobs-page";

/**
 * Every API call the pages make, as "METHOD /path/:param": the body it sends, typed from the
 * very zod schema the route validates it with, the query it may carry (the route's query
 * schema), and the answer. Types only: nothing here reaches the client bundle.
 * tests/types/worker/api-routes-match-worker.ts checks this table against the worker's routes.
 */
export interface ApiRoutes {
  "GET /api/me": { response: MeResponse };
  "PATCH /api/me": { body: z.input<typeof ProfileLanguageSchema>; response: MeResponse };

  // better-auth answers these; the bodies are what our wrapper (worker/routes/auth.ts) and
  // better-auth read. The pages read nothing from the answers but the status.
  "POST /api/auth/sign-in/email": { body: z.input<typeof SignInSchema>; response: AuthAnswer };
  "POST /api/auth/sign-up/email": {
    body: z.input<typeof SignUpSchema> & { name: string; callbackURL?: string };
    response: AuthAnswer;
  };
  "POST /api/auth/sign-out": { body: SignOutBody; response: AuthAnswer };
  "POST /api/auth/send-verification-email": {
    body: z.input<typeof ResendVerificationSchema> & { callbackURL?: string };
    response: AuthAnswer;
  };
  "POST /api/auth/request-password-reset": { body: z.input<typeof ForgotPasswordSchema>; response: AuthAnswer };
  "POST /api/auth/reset-password": { body: z.input<typeof ResetPasswordSchema>; response: AuthAnswer };

  "POST /api/bookings": { body: z.input<typeof BookingRequestSchema>; response: BookingResponse };
  "GET /api/availability": { query: z.input<typeof AvailabilityQuerySchema>; response: AvailabilityResponse };
  "GET /api/quote": { query: z.input<typeof QuoteQuerySchema>; response: QuoteResponse };
  "POST /api/quote": { body: z.input<typeof OfferQuoteRequestSchema>; response: OfferQuoteResponse };
  "GET /api/buildings": { response: BuildingListResponse };
  "GET /api/closed-days": { response: ClosedDayListResponse };
  "GET /api/saved-addresses": { response: SavedAddressListResponse };
  "PATCH /api/saved-addresses/:id": { body: z.input<typeof SavedAddressLabelSchema>; response: SavedAddress };
  "DELETE /api/saved-addresses/:id": { response: null };
  "GET /api/text-settings": { response: TextSettings };
  "PUT /api/text-settings": { body: z.input<typeof TextSettingsSchema>; response: TextSettings };

  "GET /api/my-bookings": { response: MyBookingsResponse };
  "GET /api/my-bookings/:reference": { query: z.input<typeof ManageTokenQuerySchema>; response: MyBookingResponse };
  "POST /api/my-bookings/:reference/cancel": { query: z.input<typeof ManageTokenQuerySchema>; response: MyBookingResponse };
  "POST /api/my-bookings/:reference/reschedule": {
    query: z.input<typeof ManageTokenQuerySchema>;
    body: z.input<typeof RescheduleRequestSchema>;
    response: MyBookingResponse;
  };
  "POST /api/my-bookings/:reference/card": { query: z.input<typeof ManageTokenQuerySchema>; response: CheckoutUrlResponse };
  "POST /api/my-bookings/:reference/saved-card": { body: z.input<typeof ChooseSavedCardSchema>; response: MyBookingResponse };
  "POST /api/my-bookings/:reference/saved-card-tip": { body: z.input<typeof SavedCardTipSchema>; response: MyBookingResponse };
  "GET /api/wallet/cards": { response: WalletResponse };
  "POST /api/wallet/cards": { response: CheckoutUrlResponse };
  "DELETE /api/wallet/cards/:id": { response: WalletResponse };
  "POST /api/my-bookings/:reference/tip": {
    query: z.input<typeof ManageTokenQuerySchema>;
    body: z.input<typeof TipRequestSchema>;
    response: CheckoutUrlResponse;
  };

  "GET /api/schedules": { response: ScheduleListResponse };
  "GET /api/schedules/availability": { query: z.input<typeof ScheduleAvailabilityQuerySchema>; response: AvailabilityResponse };
  "POST /api/schedules": { body: z.input<typeof ScheduleRequestSchema>; response: ScheduleResponse };
  "PATCH /api/schedules/:id": { body: z.input<typeof ScheduleRequestSchema>; response: ScheduleResponse };
  "DELETE /api/schedules/:id": { response: ScheduleResponse };

  "POST /api/email-test": { body: z.input<typeof TestEmailSchema>; response: TestEmailResponse };
  "POST /api/vendor-applications": { body: z.input<typeof VendorApplicationSchema>; response: VendorApplicationResponse };

  "GET /api/admin/bookings": { query: z.input<typeof BookingListQuerySchema>; response: AdminBookingList };
  "GET /api/admin/bookings/:reference": { response: AdminBookingDetail };
  "POST /api/admin/bookings/:reference/status": { body: z.input<typeof BookingActionSchema>; response: BookingActionResponse };
  "POST /api/admin/bookings/:reference/reschedule": { body: z.input<typeof AdminRescheduleSchema>; response: BookingActionResponse };
  "PUT /api/admin/bookings/:reference/crew": { body: z.input<typeof CrewAssignmentSchema>; response: AdminBookingDetail };
  "POST /api/admin/bookings/:reference/complete": { body: z.input<typeof CompleteBookingSchema>; response: AdminBookingDetail };
  "POST /api/admin/bookings/:reference/charge": { response: AdminBookingDetail };
  "POST /api/admin/bookings/:reference/pay-link": { response: AdminBookingDetail };
  "POST /api/admin/bookings/:reference/outside-payment": { body: z.input<typeof OutsidePaymentSchema>; response: AdminBookingDetail };
  "POST /api/admin/bookings/:reference/refund": { body: z.input<typeof RefundRequestSchema>; response: AdminBookingDetail };
  "GET /api/admin/payments": { query: z.input<typeof PaymentsQuerySchema>; response: PaymentsResponse };
  "GET /api/admin/metrics": { query: z.input<typeof OwnerMetricsQuerySchema>; response: OwnerMetricsResponse };
  "GET /api/admin/metrics/now": { response: OwnerSnapshot };
  "GET /api/admin/metrics/customers": { query: z.input<typeof OwnerMetricsQuerySchema>; response: CustomerFigures };
  "GET /api/admin/metrics/utilisation": { query: z.input<typeof OwnerMetricsQuerySchema>; response: UtilisationResponse };
  "GET /api/admin/metrics/crew-pay": { query: z.input<typeof OwnerMetricsQuerySchema>; response: CrewPayResponse };
  "GET /api/admin/vendor-applications": { query: z.input<typeof VendorListQuerySchema>; response: AdminVendorList };
  "GET /api/admin/vendor-applications/:id": { response: AdminVendorDetail };
  "POST /api/admin/vendor-applications/:id/decision": { body: z.input<typeof VendorDecisionSchema>; response: VendorDecisionResponse };
  "GET /api/admin/bookings/:reference/members": { response: VisitMembersResponse };
  "PUT /api/admin/bookings/:reference/provider": { body: z.input<typeof ProviderAssignmentSchema>; response: AdminBookingDetail };
  "GET /api/admin/staff": { response: StaffList };
  "GET /api/admin/staff/free": { query: z.input<typeof FreeStaffQuerySchema>; response: FreeStaffResponse };
  "POST /api/admin/staff/invitations": { body: z.input<typeof CrewInvitationSchema>; response: StaffMember };
  "PUT /api/admin/staff/:userId/services": { body: z.input<typeof StaffServicesSchema>; response: StaffMember };
  "POST /api/admin/staff/:userId/invitation": { response: StaffMember };
  "POST /api/admin/staff/:userId/deactivate": { response: StaffDeactivation };
  "PUT /api/admin/staff/:userId/hours": { body: z.input<typeof StaffHoursSchema>; response: StaffMember };
  "POST /api/admin/staff/:userId/time-off": { body: z.input<typeof TimeOffSchema>; response: StaffMember & CrewCover };
  "DELETE /api/admin/staff/:userId/time-off/:timeOffId": { response: StaffMember };
  "GET /api/admin/time-off-requests": { response: PendingTimeOffRequests };
  "POST /api/admin/time-off-requests/:requestId/approve": { response: TimeOffDecision };
  "POST /api/admin/time-off-requests/:requestId/decline": { response: TimeOffDecision };
  "GET /api/admin/day-view": { query: z.input<typeof DayViewQuerySchema>; response: DayViewResponse };
  "GET /api/admin/day-board": { query: z.input<typeof DayBoardQuerySchema>; response: DayBoardResponse };
  "GET /api/admin/buildings": { response: AdminBuildingListResponse };
  "POST /api/admin/buildings": { body: z.input<typeof BuildingSchema>; response: AdminBuilding };
  "PUT /api/admin/buildings/:id": { body: z.input<typeof BuildingSchema>; response: AdminBuilding };
  "DELETE /api/admin/buildings/:id": { response: null };
  "GET /api/admin/closed-days": { response: ClosedDayListResponse };
  "POST /api/admin/closed-days": { body: z.input<typeof ClosedDaySchema>; response: ClosedDayResult };
  "GET /api/admin/closed-days/:date/visits": { response: ClosedDayVisitsResponse };
  "DELETE /api/admin/closed-days/:date": { response: null };
  "GET /api/admin/schedule-visits/:visitId/members": { response: ScheduleVisitMembersResponse };
  "PUT /api/admin/schedule-visits/:visitId/crew": { body: z.input<typeof ProviderAssignmentSchema>; response: ScheduleVisitCrewResponse };
  "GET /api/admin/subscribers": { query: z.input<typeof SubscriberListQuerySchema>; response: AdminSubscriberList };
  "GET /api/admin/emails": { query: z.input<typeof EmailLogQuerySchema>; response: AdminEmailList };
  "GET /api/admin/emails/:id": { response: AdminMessage };
  "POST /api/admin/emails/:id/resend": { response: AdminEmail };
  "GET /api/admin/bookings/:reference/messages": { response: AdminBookingMessages };

  "POST /api/staff-invitations/accept": { body: z.input<typeof StaffInvitationAcceptSchema>; response: WorkMe };
  "GET /api/work/me": { response: WorkMe };
  "GET /api/work/jobs": { response: WorkJobs };
  "GET /api/work/jobs/upcoming": { query: z.input<typeof UpcomingJobsQuerySchema>; response: UpcomingJobsPage };
  "POST /api/work/jobs/:reference/on-my-way": { response: JobActionResponse };
  "POST /api/work/jobs/:reference/start": { response: JobActionResponse };
  "POST /api/work/jobs/:reference/complete": { body: z.input<typeof WorkCompleteSchema>; response: JobActionResponse };
  "GET /api/work/offers": { response: JobOffers };
  "GET /api/work/schedule": { response: MySchedule };
  "POST /api/work/time-off-requests": { body: z.input<typeof TimeOffSchema>; response: TimeOffRequest };
  "POST /api/work/offers/:reference/accept": { response: JobActionResponse };
  "POST /api/work/offers/:reference/decline": { response: JobOffers };

  "GET /api/ratings/:reference": { query: z.input<typeof RatingTokenQuerySchema>; response: RatingPage };
  "POST /api/ratings/:reference": {
    query: z.input<typeof RatingTokenQuerySchema>;
    body: z.input<typeof RatingSchema>;
    response: RatingPage;
  };

  "GET /api/subscription": { response: SubscriptionState };
  "POST /api/subscription/checkout": { body: z.input<typeof SubscriptionCheckoutSchema>; response: SubscriptionCheckoutResponse };
  "GET /api/subscription/checkout/:sessionId": { response: CheckoutStateResponse };
  "POST /api/subscription/checkout/cancel": { response: CheckoutCancelResponse };
  "POST /api/subscription/resume": { response: SubscriptionState };
  "POST /api/subscription/cancellation-reason": {
    body: z.input<typeof CancellationReasonSchema>;
    response: CancellationReasonResponse;
  };
  "POST /api/subscription/change": { body: z.input<typeof SubscriptionChangeSchema>; response: SubscriptionState };
  "POST /api/subscription/portal": { response: BillingPortalResponse };
  "POST /api/subscription/emergency": { body: z.input<typeof EmergencyRequestSchema>; response: EmergencyResponse };
}

/** better-auth's answers, which the pages do not read. */
type AuthAnswer = unknown;

/** better-auth's sign-out takes an optional body of optional fields; the page sends none of them. */
interface SignOutBody {
  callbackURL?: string;
}

export type ApiRoute = keyof ApiRoutes;
type MethodOf<Route> = Route extends `${infer Method} ${string}` ? Method : never;
export type ApiMethod = MethodOf<ApiRoute>;
