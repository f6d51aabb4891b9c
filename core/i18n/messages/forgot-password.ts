import { defineMessages } from "../define-messages";

/** 'Forgot password?' inside the sign-in form: the request for a reset link. */
export const forgotPasswordMessages = defineMessages({
  en: {
    invalidEmail: "Please enter a valid email address.",
    checkEmail: "Check your email",
    linkOnItsWay: (email: string) => `If ${email} has an account, a link to reset the password is on its way.`,
    authError: "Authentication Error",
    formLabel: "Reset your password",
    intro: "Enter the email of your account and we will send you a link to choose a new password.",
    email: "Email",
    linkEmailed: (email: string) =>
      `If ${email} has an account, we have emailed it a link to choose a new password. The link works once, for one hour.`,
    sending: "Sending...",
    sendLink: "Send reset link",
    backToSignIn: "Back to sign in",
  },
  es: {
    invalidEmail: "Escriba un correo electrónico válido.",
    checkEmail: "Revise su correo",
    linkOnItsWay: (email: string) => `Si ${email} tiene una cuenta, le enviamos un enlace para restablecer la contraseña.`,
    authError: "Error de autenticación",
    formLabel: "Restablecer su contraseña",
    intro: "Escriba el correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.",
    email: "Correo electrónico",
    linkEmailed: (email: string) =>
      `Si ${email} tiene una cuenta, le enviamos un enlace para elegir una contraseña nueva. El enlace funciona una sola vez, durante una hora.`,
    sending: "Enviando...",
    sendLink: "Enviar enlace",
    backToSignIn: "Volver a iniciar sesión",
  },
});
