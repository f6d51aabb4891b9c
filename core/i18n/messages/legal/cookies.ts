import { defineMessages } from "#core/i18n/define-messages";

/** The Cookie Policy, in the blocks of privacy.ts. */
export const cookiePolicy = defineMessages({
  en: {
    cookiesTitle: "Cookie Policy",
    cookiesMetaDescription: "The one cookie {name} uses, and why.",
    cookiesBlocks: [
      "This policy explains the cookies used on the {name} website. We keep it short because we use as few as possible.",
      "## The one cookie we set",
      "When you sign in, we set a single essential session cookie so that you stay signed in while you manage your bookings and subscription. It is marked HttpOnly and Secure, which means scripts on the page cannot read it and it is only sent over encrypted connections. It expires after seven days without use, or as soon as you sign out.",
      "## What we do not use",
      "- No advertising or retargeting cookies.\n- No third-party analytics or tracking pixels.\n- No cookies for visitors who do not sign in.",
      "## Payments",
      "When you subscribe, you pay on Stripe's secure checkout pages. Stripe sets its own cookies there to process the payment and prevent fraud, under Stripe's own cookie policy.",
      "## Controlling cookies",
      "You can delete or block cookies in your browser's settings. If you block our session cookie you can still browse and book services, but you will not be able to sign in to your dashboard.",
      "## Changes and contact",
      "If we ever add a cookie, we will update this page first. Questions? Write to {email} or call {phone}. See also our [Privacy Policy](/privacy-policy).",
    ],
  },
  es: {
    cookiesTitle: "Política de cookies",
    cookiesMetaDescription: "La única cookie que usa {name}, y por qué.",
    cookiesBlocks: [
      "Esta política explica las cookies que se usan en el sitio web de {name}. Es breve porque usamos la menor cantidad posible.",
      "## La única cookie que usamos",
      "Cuando usted inicia sesión, guardamos una sola cookie de sesión esencial para que siga conectado mientras administra sus reservas y su suscripción. Está marcada como HttpOnly y Secure: los scripts de la página no pueden leerla y solo se envía por conexiones cifradas. Vence después de siete días sin uso, o en cuanto cierra sesión.",
      "## Lo que no usamos",
      "- Ninguna cookie de publicidad ni de remarketing.\n- Ninguna analítica de terceros ni píxeles de seguimiento.\n- Ninguna cookie para visitantes que no inician sesión.",
      "## Pagos",
      "Cuando se suscribe, paga en las páginas de pago seguras de Stripe. Stripe guarda allí sus propias cookies para procesar el pago y evitar fraudes, según su propia política de cookies.",
      "## Cómo controlar las cookies",
      "Puede borrar o bloquear las cookies en la configuración de su navegador. Si bloquea nuestra cookie de sesión, podrá seguir viendo y reservando servicios, pero no podrá iniciar sesión en su cuenta.",
      "## Cambios y contacto",
      "Si algún día agregamos una cookie, primero actualizaremos esta página. ¿Preguntas? Escriba a {email} o llame al {phone}. Vea también nuestra [Política de privacidad](/privacy-policy).",
    ],
  },
});
