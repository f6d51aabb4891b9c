import { html } from "../html";
import { emailTemplate, type RenderedEmail } from "./template";
import { emailLayout } from "./layout";

export const testEmailMessage = emailTemplate("test-email", function testEmailMessage(to: string, sentBy: string): RenderedEmail {
  const subject = "Test email";
  const content = html`<p>This is a test email sent from the admin tools by ${sentBy}.</p><p>If you can read this, email delivery works.</p>`;
  const text = `This is a test email sent from the admin tools by ${sentBy}.\nIf you can read this, email delivery works.`;
  return { kind: "test", to, subject, html: emailLayout(subject, content), text };
});
