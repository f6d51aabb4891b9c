/**
 * Every module of email templates, loaded for their registration (template.ts): the queue's
 * consumer renders a stored message by its code, whatever request or job stored it.
 */
import "./booking";
import "./booking-changes";
import "./booking-status";
import "./closed-day";
import "./crew-needed";
import "./payments";
import "./ratings";
import "./reset-password";
import "./schedule";
import "./staff";
import "./subscription";
import "./test-email";
import "./time-off-decision";
import "./vendor";
import "./verify-email";

export { emailTemplateCodes, renderStoredEmail } from "./template";
