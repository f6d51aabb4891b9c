import { localizedPath } from "#core/i18n/locale";
import { Menu, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { BUSINESS } from "#core/business";
import { siteMessages } from "#core/i18n/messages/site";
import { staffNavMessages } from "#core/i18n/messages/staff-nav";
import { useLocale, useLocalizedPath } from "../lib/locale";
import { useSession } from "../lib/session";
import { useToast } from "../lib/toast";
import { AccountMenu } from "./account-menu";
import { LanguageSwitch } from "./language-switch";
import { Button, ButtonLink } from "./ui/button";

// The sign-in form and its validation load only when a visitor opens the dialog,
// keeping them off every prerendered page's critical path.
const AuthDialog = lazy(() => import("./auth-dialog").then((module) => ({ default: module.AuthDialog })));

const NAV_LINKS = [
  { to: "/", label: "navHome" },
  { to: "/services", label: "navAllServices" },
  { to: "/special", label: "navSpecial" },
  { to: "/#contact", label: "navContact" },
] as const;

export function SiteHeader() {
  const { user, signOut } = useSession();
  const toast = useToast();
  const location = useLocation();
  const locale = useLocale();
  const t = siteMessages[locale];
  const localized = useLocalizedPath();
  const [authOpen, setAuthOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: any navigation closes the menu
  useEffect(() => setMobileOpen(false), [location.key]);

  // Esc closes the mobile menu and gives focus back to its button, as for the other menus.
  useEffect(() => {
    if (!mobileOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      // Esc in the Login dialog (opened from this menu) closes the dialog alone.
      if (event.key !== "Escape" || (event.target instanceof Element && event.target.closest("dialog"))) return;
      setMobileOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [mobileOpen]);

  async function logout() {
    try {
      await signOut();
      toast({ title: t.loggedOutTitle, description: t.loggedOutText });
    } catch {
      toast({ title: t.logoutFailedTitle, description: t.logoutFailedText, variant: "destructive" });
    }
  }

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium hover:text-teal ${isActive ? "text-teal" : "text-navy"}`;
  // The Contact anchor shares the home page's path, so only real pages show as current.
  const navLink = (link: (typeof NAV_LINKS)[number]) =>
    link.to.includes("#") ? (
      <Link to={localized(link.to)} className={linkClass({ isActive: false })}>
        {t[link.label]}
      </Link>
    ) : (
      <NavLink to={localized(link.to)} end className={linkClass}>
        {t[link.label]}
      </NavLink>
    );
  const accountControls = user ? (
    <AccountMenu onLogout={() => void logout()} />
  ) : (
    <Button variant="secondary" size="xs" onClick={() => setAuthOpen(true)}>
      {t.login}
    </Button>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <Link to={localized("/")} className="flex min-w-0 items-center gap-2 font-serif text-base font-semibold leading-tight sm:text-lg">
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
          <span>{BUSINESS.name}</span>
        </Link>
        <nav aria-label={t.mainNavLabel} className="hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <span key={link.to}>{navLink(link)}</span>
          ))}
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitch className="rounded-md px-2 py-2 text-sm font-medium text-navy underline hover:text-teal" />
          {user !== undefined && accountControls}
          <ButtonLink to={localized("/booking")} size="sm">
            {t.bookNow}
          </ButtonLink>
        </div>
        <div className="flex shrink-0 items-center gap-1 lg:hidden">
          {/* Below 640 px the business's name needs the room: the link moves into the menu. */}
          <LanguageSwitch className="hidden px-1 py-2 text-sm font-medium text-navy underline hover:text-teal sm:inline" />
          <ButtonLink to={localized("/booking")} size="xs">
            {t.bookNow}
          </ButtonLink>
          <button
            ref={menuButtonRef}
            type="button"
            className="rounded-lg p-2"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? t.closeMenu : t.openMenu}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      {mobileOpen && (
        <nav id="mobile-menu" aria-label={t.mobileNavLabel} className="border-t border-slate-200 px-4 pb-4 lg:hidden">
          <ul className="flex flex-col py-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>{navLink(link)}</li>
            ))}
            <li className="sm:hidden">
              <LanguageSwitch className={`${linkClass({ isActive: false })} block underline`} />
            </li>
            {user && (
              <>
                <li>
                  <NavLink to={localized("/dashboard")} className={linkClass}>
                    {t.navDashboard}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={localized("/subscription")} className={linkClass}>
                    {t.navManageSubscription}
                  </NavLink>
                </li>
                {user.staff && (
                  <li>
                    <NavLink to={localizedPath("/work", user.locale)} className={linkClass}>
                      {staffNavMessages[locale].navWorkPortal}
                    </NavLink>
                  </li>
                )}
                {user.isAdmin && (
                  <li>
                    <NavLink to="/admin" className={linkClass}>
                      {t.navAdminConsole}
                    </NavLink>
                  </li>
                )}
              </>
            )}
          </ul>
          <div className="flex flex-col gap-2">
            {user ? (
              <Button variant="secondary" size="xs" onClick={() => void logout()}>
                {t.logout}
              </Button>
            ) : (
              user === null && (
                <Button variant="secondary" size="xs" onClick={() => setAuthOpen(true)}>
                  {t.login}
                </Button>
              )
            )}
            <ButtonLink to={localized("/booking")} size="sm">
              {t.bookNow}
            </ButtonLink>
          </div>
        </nav>
      )}
      {authOpen && (
        <Suspense fallback={null}>
          <AuthDialog open onClose={() => setAuthOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
