import { localizedPath } from "#core/i18n/locale";
import { ChevronDown, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { siteMessages } from "#core/i18n/messages/site";
import { staffNavMessages } from "#core/i18n/messages/staff-nav";
import { useLocale, useLocalizedPath } from "../lib/locale";
import { useSession } from "../lib/session";
import { Button } from "./ui/button";

/** The signed-in Account menu: a menu button with Dashboard, Manage Subscription, Work Portal for staff, Admin Console for admins, and Logout. */
export function AccountMenu({ onLogout }: { onLogout: () => void }) {
  const { user } = useSession();
  const locale = useLocale();
  const staffWords = staffNavMessages[locale];
  const t = siteMessages[locale];
  const localized = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node) && event.target !== buttonRef.current) setOpen(false);
    };
    document.addEventListener("mousedown", closeOnOutsideClick);
    return () => document.removeEventListener("mousedown", closeOnOutsideClick);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onMenuKeyDown(event: React.KeyboardEvent) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => items[(to + items.length) % items.length]?.focus();
    if (event.key === "Escape") close(true);
    else if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(items.length - 1);
    else if (event.key === "Tab") close(false);
    else return;
    event.preventDefault();
  }

  const itemClass = "block w-full px-4 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100";
  return (
    <div className="relative">
      <Button
        ref={buttonRef}
        variant="secondary"
        size="xs"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1.5"
      >
        <UserRound aria-hidden="true" className="size-4" />
        {t.account}
        <ChevronDown aria-hidden="true" className="size-4" />
      </Button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t.account}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-56 rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <Link role="menuitem" to={localized("/dashboard")} className={itemClass} onClick={() => close(false)}>
            {t.navDashboard}
          </Link>
          <Link role="menuitem" to={localized("/subscription")} className={itemClass} onClick={() => close(false)}>
            {t.navManageSubscription}
          </Link>
          {user?.staff && (
            <Link role="menuitem" to={localizedPath("/work", user.locale)} className={itemClass} onClick={() => close(false)}>
              {staffWords.navWorkPortal}
            </Link>
          )}
          {user?.isAdmin && (
            <Link role="menuitem" to="/admin" className={itemClass} onClick={() => close(false)}>
              {t.navAdminConsole}
            </Link>
          )}
          <button
            role="menuitem"
            type="button"
            className={itemClass}
            onClick={() => {
              close(false);
              onLogout();
            }}
          >
            {t.logout}
          </button>
        </div>
      )}
    </div>
  );
}
