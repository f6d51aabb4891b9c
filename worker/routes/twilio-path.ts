/** Where Twilio posts its callbacks (delivery receipts, replies); the provider names it in each text it sends. */
export const TWILIO_PATH = "/api/twilio";
