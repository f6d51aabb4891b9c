/**
 * Popup blockers allow a new tab only inside the click itself, before any request. So the
 * tab is opened empty in the click and pointed at the URL when the server answers; if the
 * browser blocked it anyway, this tab goes there instead.
 */
export interface ReservedTab {
  go(url: string): "new-tab" | "same-tab";
  close(): void;
}

export function reserveTab(message = "Opening the secure checkout..."): ReservedTab {
  const tab = window.open("", "_blank");
  if (tab) {
    // The new tab must not be able to script this page once it shows another site.
    tab.opener = null;
    tab.document.title = message;
    tab.document.body.textContent = message;
  }
  return {
    go(url) {
      if (tab && !tab.closed) {
        tab.location.href = url;
        return "new-tab";
      }
      window.location.assign(url);
      return "same-tab";
    },
    close() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
