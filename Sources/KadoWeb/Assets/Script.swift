/// The app's one script. Everything works without it (forms post and redirect); with it,
/// check-ins are instant (and announced to screen readers through the page's live region),
/// a long press with a finger opens a habit's edit form, the Settings page's sync card tells a
/// sync's outcome when it ends, reminders that ring while a page is open show as the browser's
/// notifications once the person allowed them, and the service worker installs.
enum Script {
    static let app = """
        "use strict";
        (function () {
          // The live region outside <main> (which instant check-ins replace): what changed is said
          // there. Emptied first, so that the same words twice are still announced.
          function announce(text) {
            const region = document.getElementById("announcer");
            if (!region) return;
            region.textContent = "";
            setTimeout(function () { region.textContent = text || region.dataset.saved || ""; }, 60);
          }
          // What a check-in changed: the row's new accessible name ("Read, 5-day streak, score 42
          // percent, done today"), found again by its link, else the summary the new page offers.
          function changeAfter(row, replacement) {
            const old = row && row.classList && row.classList.contains("habit-row") ? row.querySelector(":scope > a") : null;
            if (old) {
              const link = document.querySelector(".habit-row > a[href='" + old.getAttribute("href") + "']");
              if (link && link.getAttribute("aria-label")) return link.getAttribute("aria-label");
            }
            const summary = replacement.querySelector("[data-announce]");
            return summary ? summary.dataset.announce : null;
          }

          // Today's buttons are named from the phrases their one shared form carries ("Mark {name}
          // done"), with the row's name: the accessible name, and the same words as the tooltip.
          function phraseOf(button) {
            const on = button.getAttribute("aria-pressed") === "true";
            if (button.classList.contains("check")) return on ? "markNotDone" : "markDone";
            if (button.classList.contains("slip")) return on ? "undoSlip" : "logSlip";
            if (button.name === "minus") return "decrease";
            return button.closest(".stepper") ? "increase" : "addTime";
          }
          function nameControls(root) {
            const form = root.querySelector("form.checkin");
            if (!form) return;
            const phrases = form.dataset;
            root.querySelectorAll(".habit-row").forEach(function (row) {
              const name = row.querySelector(":scope > a b");
              const text = name ? name.textContent : "";
              row.querySelectorAll("button").forEach(function (button) {
                const phrase = phrases[phraseOf(button)];
                if (!phrase) return;
                const label = phrase.replace("{name}", function () { return text; });
                button.setAttribute("aria-label", label);
                button.title = label;
              });
              const score = row.querySelector(":scope > a small > span:not(.streak):not(.progress)");
              if (score && phrases.scoreTitle) score.title = phrases.scoreTitle;
            });
          }
          nameControls(document);

          // Check-ins without a page load: post the form, then swap in the page it redirects to.
          async function submitInstantly(form, submitter) {
            const data = new FormData(form);
            if (submitter && submitter.name) data.append(submitter.name, submitter.value);
            const row = (submitter || form).closest(".habit-row, .day-editor, .detail-actions") || form;
            row.classList.add("pending");
            if (submitter && submitter.classList.contains("check")) {
              submitter.setAttribute("aria-pressed", submitter.getAttribute("aria-pressed") === "true" ? "false" : "true");
            }
            try {
              // getAttribute: the form's buttons may be named "action", which shadows form.action.
              const response = await fetch(form.getAttribute("action"), {
                method: "POST", body: new URLSearchParams(data), credentials: "same-origin",
                headers: { "Accept": "text/html" }
              });
              if (!response.ok) throw new Error(String(response.status));
              const html = await response.text();
              const next = new DOMParser().parseFromString(html, "text/html");
              const main = document.querySelector("main");
              const replacement = next.querySelector("main");
              if (!main || !replacement) throw new Error("no main");
              // The button pressed, to focus again: the same form, name and value in the new page.
              const focused = document.activeElement && document.activeElement.closest("form") === form && submitter
                ? { action: form.getAttribute("action"), name: submitter.name, value: submitter.value } : null;
              nameControls(replacement);
              main.replaceWith(replacement);
              announce(changeAfter(row, replacement));
              if (response.url && response.url !== location.href) history.replaceState(null, "", response.url);
              if (focused) {
                const again = Array.from(document.querySelectorAll("form[action='" + focused.action + "'] button"))
                  .find(function (b) { return b.name === focused.name && b.value === focused.value; });
                if (again) again.focus();
              }
            } catch (error) {
              // Post it the ordinary way; submit() sends no submitter, so carry its value.
              if (submitter && submitter.name) {
                const field = document.createElement("input");
                field.type = "hidden";
                field.name = submitter.name;
                field.value = submitter.value;
                form.appendChild(field);
              }
              form.submit();
            }
          }
          // A page that shows a day (Today, Overview, a habit) is drawn again once that day is
          // over: the server says which day it is (/api/day), whatever this machine's clock says,
          // when the person comes back to the page (focus, visibility, the back-forward cache),
          // and at the day's end (unless something is being typed: then at the next look). A
          // check-in tapped on such a page is not sent: the page is drawn for the new day, saying
          // why. (One sent anyway is recorded on the day the page showed, and the page says so.)
          const shownDay = document.body.dataset.day || "";
          const dayEnds = Number(document.body.dataset.dayEnds || 0);
          let lastLook = 0;
          let dayTimer = null;
          function drawTheNewDay() {
            const address = new URL(location.href);
            address.searchParams.set("notice", "dayChanged");
            address.searchParams.delete("shown");
            location.replace(address.toString());
          }
          function typing() {
            const active = document.activeElement;
            return !!active && /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName) && active.type !== "hidden";
          }
          function lookAtTheDay(andThen) {
            lastLook = Date.now();
            return fetch("/api/day", { credentials: "same-origin", headers: { "Accept": "application/json" } })
              .then(function (response) { return response.ok ? response.json() : null; })
              .catch(function () { return null; })
              .then(function (answer) {
                if (answer && answer.day && answer.day !== shownDay) {
                  if (andThen !== "unlessTyping" || !typing()) { drawTheNewDay(); return true; }
                  waitForTheEnd(60000);
                  return true;
                }
                // The same day (or no answer: offline): look again when it ends, or in a while.
                waitForTheEnd(answer && typeof answer.endsIn === "number" ? answer.endsIn : 300000);
                return false;
              });
          }
          function waitForTheEnd(delay) {
            if (dayTimer) clearTimeout(dayTimer);
            dayTimer = setTimeout(function () {
              if (document.visibilityState === "visible") lookAtTheDay("unlessTyping");
            }, Math.min(Math.max(delay, 0) + 500, 2147483647));
          }
          function lookAgain() {
            if (document.visibilityState === "visible" && Date.now() - lastLook > 20000) lookAtTheDay("now");
          }
          if (shownDay) {
            document.addEventListener("visibilitychange", lookAgain);
            window.addEventListener("focus", lookAgain);
            window.addEventListener("pageshow", function (event) { if (event.persisted) lookAgain(); });
            waitForTheEnd(dayEnds - Date.now());
          }

          document.addEventListener("submit", function (event) {
            const form = event.target;
            if (!(form instanceof HTMLFormElement)) return;
            // By this machine's clock the day may be over: asked first, then sent or drawn anew.
            if (shownDay && Date.now() >= dayEnds && form.querySelector("input[name=today]")
                && form.dataset.dayLooked !== "yes") {
              event.preventDefault();
              const submitter = event.submitter;
              lookAtTheDay("now").then(function (over) {
                if (over) return;
                form.dataset.dayLooked = "yes";
                if (submitter) form.requestSubmit(submitter); else form.requestSubmit();
                delete form.dataset.dayLooked;
              });
              return;
            }
            if (!form.hasAttribute("data-instant")) return;
            event.preventDefault();
            submitInstantly(form, event.submitter);
          });

          // A long press with a finger (or a pen) on a Today row opens its edit form (the link's
          // address and /edit), as in Kadō;
          // a tap opens the detail. A mouse never long-presses: its click opens the detail, and
          // its right-click keeps the browser's menu.
          let timer = null;
          let longPressed = false;
          let lastPointer = "mouse";
          document.addEventListener("pointerdown", function (event) {
            lastPointer = event.pointerType;
            longPressed = false;
            if (event.pointerType !== "touch" && event.pointerType !== "pen") return;
            const link = event.target.closest && event.target.closest(".habit-row > a");
            if (!link) return;
            const edit = link.getAttribute("href") + "/edit";
            timer = setTimeout(function () { timer = null; longPressed = true; location.href = edit; }, 550);
          });
          function cancel() { if (timer) clearTimeout(timer); timer = null; }
          document.addEventListener("pointerup", cancel);
          document.addEventListener("pointercancel", cancel);
          document.addEventListener("pointermove", function (event) {
            if (timer && (Math.abs(event.movementX) > 4 || Math.abs(event.movementY) > 4)) cancel();
          });
          // The finger lifted after a long press: the edit form is on its way, not the detail.
          document.addEventListener("click", function (event) {
            if (longPressed && event.target.closest && event.target.closest(".habit-row > a")) event.preventDefault();
            longPressed = false;
          }, true);
          // A long press also asks for the system's menu; only a finger's is held back.
          document.addEventListener("contextmenu", function (event) {
            if (lastPointer === "touch" && event.target.closest && event.target.closest(".habit-row > a")) {
              event.preventDefault();
            }
          });

          // Dialogs opened by buttons with data-dialog (About this score), closed by their buttons.
          document.addEventListener("click", function (event) {
            const opener = event.target.closest && event.target.closest("[data-dialog]");
            if (opener) {
              const dialog = document.getElementById(opener.dataset.dialog);
              if (dialog && dialog.showModal) { event.preventDefault(); dialog.showModal(); }
            }
            const closer = event.target.closest && event.target.closest("[data-close]");
            if (closer) { const dialog = closer.closest("dialog"); if (dialog) { event.preventDefault(); dialog.close(); } }
          });

          // Confirmation for destructive buttons (the form also has a confirmation page without JS).
          document.addEventListener("click", function (event) {
            const button = event.target.closest && event.target.closest("button[data-confirm]");
            if (!button) return;
            if (!window.confirm(button.dataset.confirm)) { event.preventDefault(); return; }
            // Answered here, so the server need not ask again on its confirmation page.
            const confirmed = button.form && button.form.elements.namedItem("confirmed");
            if (confirmed) confirmed.value = "yes";
          });

          // The sync card while a sync runs (after Sync now, or a setup): fetched again every two
          // seconds and swapped in until it no longer says one runs, then its outcome is announced.
          // Only the card changes: the page's other forms keep what is typed in them, and so do
          // the card's own (a passphrase being typed): then only its state is swapped.
          function typedInSyncCard(card) {
            return Array.prototype.some.call(card.querySelectorAll("input[type=password], input[type=text], input[type=url]"),
              function (input) { return input.value !== ""; });
          }
          function watchSync() {
            if (!document.getElementById("sync-running")) return;
            setTimeout(async function () {
              try {
                const response = await fetch("/settings", { credentials: "same-origin", headers: { "Accept": "text/html" } });
                if (!response.ok) return;
                const next = new DOMParser().parseFromString(await response.text(), "text/html");
                const card = document.getElementById("sync-card");
                const replacement = next.getElementById("sync-card");
                if (!card || !replacement) return;
                const state = card.querySelector("#sync-status");
                const nextState = replacement.querySelector("#sync-status");
                if (typedInSyncCard(card) && state && nextState) {
                  state.replaceWith(nextState);
                } else {
                  card.replaceWith(replacement);
                }
                if (replacement.querySelector("#sync-running")) { watchSync(); return; }
                const outcome = replacement.querySelector("#sync-failure") || replacement.querySelector("#sync-last");
                announce(outcome ? outcome.textContent : "");
              } catch (error) {
                // The server went away: the card stays as it was, and a reload tells the truth.
              }
            }, 2000);
          }
          watchSync();

          // In-page notifications. Permission is asked only when the reminders card's "Notify me in
          // this browser" is pressed. Once granted, a page in view asks the server every 30 seconds
          // (and when it comes back into view) for the reminders that rang after the last one this
          // tab saw, and shows each as a notification; clicking it opens Today. A tab that never
          // looked takes what rang before as seen. The tag makes two open tabs show one notification.
          const RUNG_KEY = "kado-rung-after";
          let looking = false;
          function notificationsAvailable() { return "Notification" in window && window.isSecureContext; }
          function showNotifyState() {
            const row = document.getElementById("browser-notifications");
            if (!row) return;
            const state = document.getElementById("browser-notifications-state");
            const button = document.getElementById("notify-browser");
            if (!notificationsAvailable()) {
              state.textContent = row.dataset.unavailable;
              button.hidden = true;
              return;
            }
            const permission = Notification.permission;
            state.textContent = permission === "granted" ? row.dataset.on : permission === "denied" ? row.dataset.blocked : "";
            button.hidden = permission !== "default";
          }
          function showReminder(reminder) {
            const options = { body: reminder.message, tag: "kado-reminder-" + reminder.sequence + "-" + reminder.habit };
            try {
              const notification = new Notification(reminder.title, options);
              notification.onclick = function () { window.focus(); notification.close(); location.href = "/"; };
            } catch (error) {
              // Chrome on Android shows notifications only through the service worker (whose click opens Today).
              if (!navigator.serviceWorker) return;
              navigator.serviceWorker.ready
                .then(function (registration) { return registration.showNotification(reminder.title, options); })
                .catch(function () {});
            }
          }
          async function lookForReminders() {
            if (looking || !notificationsAvailable() || Notification.permission !== "granted") return;
            if (document.visibilityState !== "visible") return;
            looking = true;
            try {
              const after = sessionStorage.getItem(RUNG_KEY);
              const query = after === null ? "" : "?after=" + encodeURIComponent(after);
              const response = await fetch("/api/reminders/rung" + query,
                { credentials: "same-origin", headers: { "Accept": "application/json" } });
              if (!response.ok) return;
              const answer = await response.json();
              (answer.reminders || []).forEach(showReminder);
              sessionStorage.setItem(RUNG_KEY, String(answer.latest));
            } catch (error) {
              // The server went away: the next look tries again.
            } finally {
              looking = false;
            }
          }
          document.addEventListener("click", function (event) {
            if (!event.target.closest || !event.target.closest("#notify-browser") || !notificationsAvailable()) return;
            Promise.resolve(Notification.requestPermission()).then(function () {
              showNotifyState();
              lookForReminders();
            });
          });
          showNotifyState();
          lookForReminders();
          setInterval(lookForReminders, 30000);
          document.addEventListener("visibilitychange", lookForReminders);

          // The Overview's earlier days and further habits: its links open another page without a
          // script; with it, that page is fetched and its cells or rows put in place, so the grid
          // grows where the person is looking. Rows are matched by their habit's address. A grid
          // longer than a year, or any failure, falls back to following the link.
          async function overviewDocument(url) {
            const response = await fetch(url, { credentials: "same-origin", headers: { "Accept": "text/html" } });
            if (!response.ok) throw new Error(String(response.status));
            const next = new DOMParser().parseFromString(await response.text(), "text/html");
            const section = next.querySelector("section.overview");
            if (!section) throw new Error("no grid");
            return { document: next, section: section };
          }
          function overviewRows(section) { return section.querySelectorAll(".ov-habits > li"); }
          function overviewQuery(days, end, from) {
            return "/overview?days=" + days + "&end=" + end + (from > 0 ? "&from=" + from : "");
          }
          function dayBefore(text) {
            const day = new Date(text + "T00:00:00Z");
            day.setUTCDate(day.getUTCDate() - 1);
            return day.toISOString().slice(0, 10);
          }
          async function loadEarlierDays(section, link) {
            const days = Number(section.dataset.days);
            const shown = section.querySelectorAll(".ov-days > .ov-day").length;
            if (shown + days > 366) throw new Error("too long");
            const end = dayBefore(section.dataset.first);
            const from = Number(section.dataset.from);
            const rows = overviewRows(section).length;
            let offset = from;
            let first = null;
            do {
              const next = await overviewDocument(overviewQuery(days, end, offset));
              if (first === null) {
                first = next.section;
                const header = section.querySelector(".ov-days");
                header.prepend.apply(header, Array.from(next.section.querySelectorAll(".ov-days > .ov-day")));
              }
              const fetched = overviewRows(next.section);
              if (fetched.length === 0) break;
              fetched.forEach(function (row) {
                const name = row.querySelector(".ov-name");
                const mine = name && section.querySelector(".ov-name[href='" + name.getAttribute("href") + "']");
                const cells = mine && mine.closest("li").querySelector(".ov-cells");
                if (cells) cells.prepend.apply(cells, Array.from(row.querySelectorAll(".ov-cells > li")));
              });
              offset += fetched.length;
            } while (offset < from + rows);
            section.classList.add("scrolls");
            section.dataset.first = first.dataset.first;
            const earlier = first.querySelector("a[data-ov='earlier']");
            if (earlier) link.href = earlier.getAttribute("href");
            announce(first.getAttribute("aria-label"));
          }
          async function loadMoreHabits(section, link) {
            const shown = section.querySelectorAll(".ov-days > .ov-day").length;
            if (shown > 366) throw new Error("too long");
            const from = Number(section.dataset.from) + overviewRows(section).length;
            const url = section.classList.contains("scrolls")
              ? overviewQuery(shown, section.dataset.last, from) : link.getAttribute("href");
            const next = await overviewDocument(url);
            const list = section.querySelector(".ov-habits");
            const added = Array.from(overviewRows(next.section));
            list.append.apply(list, added);
            const pager = section.querySelector(".ov-more");
            const nextPager = next.section.querySelector(".ov-more");
            const nextMore = nextPager && nextPager.querySelector("a[data-ov='more']");
            if (pager && nextMore) {
              link.href = nextMore.getAttribute("href");
              const count = pager.querySelector("p");
              const nextCount = nextPager.querySelector("p");
              if (count && nextCount) count.textContent = nextCount.textContent;
            } else if (pager) {
              pager.remove();
            }
            // What follows the last rows (the archived habits, the trash) comes with them.
            if (!nextMore) {
              let after = section;
              next.section.parentElement.querySelectorAll("section.overview ~ section").forEach(function (part) {
                if (part.id && document.getElementById(part.id)) return;
                after.after(part);
                after = part;
              });
            }
            const focus = added.length > 0 ? added[0].querySelector(".ov-name") : null;
            if (focus) focus.focus();
            announce(nextPager && nextPager.querySelector("p") ? nextPager.querySelector("p").textContent : "");
          }
          document.addEventListener("click", async function (event) {
            const link = event.target.closest ? event.target.closest("section.overview a[data-ov]") : null;
            if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            const section = link.closest("section.overview");
            if (section.dataset.loading) { event.preventDefault(); return; }
            event.preventDefault();
            section.dataset.loading = "1";
            link.setAttribute("aria-busy", "true");
            try {
              if (link.dataset.ov === "earlier") await loadEarlierDays(section, link);
              else await loadMoreHabits(section, link);
            } catch (error) {
              location.href = link.href;
            } finally {
              delete section.dataset.loading;
              link.removeAttribute("aria-busy");
            }
          });

          if ("serviceWorker" in navigator) {
            window.addEventListener("load", function () { navigator.serviceWorker.register("/sw.js").catch(function () {}); });
          }
        })();
        """

    /// The service worker: caches the static assets (never pages or data, which must be current),
    /// and opens Today when a reminder it showed is clicked.
    static let serviceWorker = """
        "use strict";
        const CACHE = "kado-static-KADO_CACHE_VERSION";
        const ASSETS = KADO_ASSET_LIST;
        self.addEventListener("install", function (event) {
          event.waitUntil(caches.open(CACHE).then(function (cache) { return cache.addAll(ASSETS); }).then(function () { return self.skipWaiting(); }));
        });
        self.addEventListener("activate", function (event) {
          event.waitUntil(caches.keys().then(function (keys) {
            return Promise.all(keys.filter(function (key) { return key !== CACHE; }).map(function (key) { return caches.delete(key); }));
          }).then(function () { return self.clients.claim(); }));
        });
        // A reminder shown through the service worker (Chrome on Android): its click opens Today.
        self.addEventListener("notificationclick", function (event) {
          event.notification.close();
          event.waitUntil(self.clients.openWindow("/"));
        });
        self.addEventListener("fetch", function (event) {
          const url = new URL(event.request.url);
          if (event.request.method !== "GET" || url.origin !== location.origin || !url.pathname.startsWith("/static/")) return;
          event.respondWith(caches.match(event.request).then(function (hit) { return hit || fetch(event.request); }));
        });
        """
}
