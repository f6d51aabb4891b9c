import { defineMessages } from "../define-messages";

/** The page the emailed reset link lands on (/reset-password, /es/reset-password). */
export const resetPasswordPageMessages = defineMessages({
  en: {
    title: "Choose a New Password",
    heading: "Choose a new password",
    doneHeading: "Your password has been changed",
    doneText: "You can now sign in with your new password. For your safety, every other device was signed out.",
    signIn: "Sign In",
    backToSignIn: "Back to sign in",
    choosePassword: "Please choose a password.",
    changedTitle: "Password changed",
    changedText: "You can now sign in with your new password.",
    formLabel: "Choose a new password",
    newPassword: "New password",
    hint: "At least 8 characters.",
    saving: "Saving...",
    save: "Save new password",
  },
  es: {
    title: "Elija una contraseña nueva",
    heading: "Elija una contraseña nueva",
    doneHeading: "Su contraseña fue cambiada",
    doneText: "Ya puede iniciar sesión con su contraseña nueva. Por su seguridad, cerramos la sesión en todos sus otros dispositivos.",
    signIn: "Iniciar sesión",
    backToSignIn: "Volver a iniciar sesión",
    choosePassword: "Elija una contraseña.",
    changedTitle: "Contraseña cambiada",
    changedText: "Ya puede iniciar sesión con su contraseña nueva.",
    formLabel: "Elija una contraseña nueva",
    newPassword: "Contraseña nueva",
    hint: "Al menos 8 caracteres.",
    saving: "Guardando...",
    save: "Guardar la contraseña nueva",
  },
});
