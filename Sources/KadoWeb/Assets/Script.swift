/// The app's one script. Everything works without it (forms post and redirect); with it,
/// check-ins are instant (and announced to screen readers through the page's live region),
/// a long press with a finger opens a habit's edit form, the Settings page's sync card tells a
/// sync's outcome when it ends, reminders that ring while a page is open show as the browser's
/// notifications once the person allowed them, the edit form asks "From when?" only once the
/// habit's terms change, and the service worker installs.
enum Script {
    static let app = """
        "use strict";
        \(queue)
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
            // What the check-in means, read before the page changes (a toggle's state).
            const pending = operationOf(form, submitter);
            const data = new FormData(form);
            if (submitter && submitter.name) data.append(submitter.name, submitter.value);
            const row = (submitter || form).closest(".habit-row, .day-editor, .detail-actions") || form;
            // A Today row appended from a later screen comes back with that screen, which holds it.
            if (row.dataset && row.dataset.screen) data.set("return", row.dataset.screen);
            row.classList.add("pending");
            if (submitter && submitter.classList.contains("check")) {
              submitter.setAttribute("aria-pressed", submitter.getAttribute("aria-pressed") === "true" ? "false" : "true");
            }
            try {
              let response;
              try {
                // getAttribute: the form's buttons may be named "action", which shadows form.action.
                response = await fetch(form.getAttribute("action"), {
                  method: "POST", body: new URLSearchParams(data), credentials: "same-origin",
                  headers: { "Accept": "text/html" }
                });
              } catch (unreachable) {
                // The server cannot be reached: kept in the queue and shown as not sent.
                if (pending && await keep(pending)) { row.classList.remove("pending"); return; }
                throw unreachable;
              }
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
              if (replaceTodayRow(row, replacement)) {
                announce(changeAfter(row, replacement));
                refocus(focused);
                return;
              }
              main.replaceWith(replacement);
              announce(changeAfter(row, replacement));
              if (response.url && response.url !== location.href) history.replaceState(null, "", response.url);
              refocus(focused);
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
          // The button pressed before a check-in, focused again in the page drawn after it.
          function refocus(focused) {
            if (!focused) return;
            const again = Array.from(document.querySelectorAll("form[action='" + focused.action + "'] button"))
              .find(function (b) { return b.name === focused.name && b.value === focused.value; });
            if (again) again.focus();
          }
          // Today with rows appended from later screens: the page a check-in returns holds one
          // screen only, so the checked-in row alone is replaced (with the counts of every habit
          // and any icon it lacks) instead of the whole page. False, and nothing changed, when no
          // screen was appended or the row is not found in the same section of that page.
          function replaceTodayRow(row, replacement) {
            if (!row.classList || !row.classList.contains("habit-row") || !document.querySelector("main .habit-row[data-screen]")) return false;
            const link = row.querySelector(":scope > a");
            const fresh = link && replacement.querySelector(".habit-row > a[href='" + link.getAttribute("href") + "']");
            const section = function (element) { const part = element.closest("section"); return part ? part.getAttribute("aria-labelledby") : ""; };
            if (!fresh || section(fresh) !== section(row)) return false;
            const newRow = fresh.parentElement;
            if (row.dataset.screen) newRow.dataset.screen = row.dataset.screen;
            addIcons(replacement);
            row.replaceWith(newRow);
            const counts = document.querySelector("main .today-counts");
            const newCounts = replacement.querySelector(".today-counts");
            if (counts && newCounts) counts.replaceWith(newCounts);
            drawStrip();
            return true;
          }
          // The icons `part` draws that the page's sprite lacks, added to it.
          function addIcons(part) {
            const sprite = document.querySelector("main svg.icon-sprite");
            if (!sprite) return;
            part.querySelectorAll("svg.icon-sprite symbol").forEach(function (symbol) {
              if (!document.getElementById(symbol.id)) sprite.appendChild(document.importNode(symbol, true));
            });
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
            if (!form.hasAttribute("data-instant")) {
              if (window.indexedDB && form.dataset.posting !== "plain" && operationOf(form, event.submitter)) {
                event.preventDefault();
                submitOrKeep(form, event.submitter);
              }
              return;
            }
            event.preventDefault();
            submitInstantly(form, event.submitter);
          });
          // A note, a skip or a day's value: posted as the form would be, then the page it leads to
          // is opened; kept in the queue when the server cannot be reached; any other failure
          // posts the form the ordinary way, which shows the server's answer.
          async function submitOrKeep(form, submitter) {
            const pending = operationOf(form, submitter);
            const data = new FormData(form);
            if (submitter && submitter.name) data.append(submitter.name, submitter.value);
            let response = null;
            try {
              response = await fetch(form.getAttribute("action"), {
                method: "POST", body: new URLSearchParams(data), credentials: "same-origin", headers: { "Accept": "text/html" }
              });
            } catch (unreachable) {
              if (pending && await keep(pending)) return;
            }
            if (response && response.ok) { location.assign(response.url); return; }
            form.dataset.posting = "plain";
            if (submitter) form.requestSubmit(submitter); else form.requestSubmit();
          }

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

          // The edit form's "From when?" (always there without scripts) shows once a field it
          // concerns changes: the schedule, the target or limit, the score. A form sent back with
          // mistakes keeps it.
          (function () {
            const question = document.getElementById("changeFrom");
            if (!question || document.querySelector(".form-errors")) return;
            const form = question.closest("form");
            const names = ["frequency", "perWeek", "days", "interval", "times", "window", "type", "counterTarget",
              "timerMinutes", "atMostTarget", "scoreModel"];
            const terms = function () {
              return Array.prototype.filter.call(form.elements, function (field) { return names.indexOf(field.name) >= 0; })
                .map(function (field) { return field.type === "radio" || field.type === "checkbox" ? field.checked : field.value; })
                .join("|");
            };
            const shown = terms();
            const update = function () { question.style.display = terms() === shown ? "none" : ""; };
            form.addEventListener("input", update);
            form.addEventListener("change", update);
            update();
          })();

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

          // Today's next rows: the link opens the next screen of rows without a script; with it,
          // that screen's rows alone are fetched (?part=rows, kept by the service worker for
          // offline use) and appended to their sections in the one check-in form, each row marked
          // with its screen (where its check-ins come back to), the first new row focused and how
          // many were added said. Without the connection and no kept copy, the link says so.
          document.addEventListener("click", async function (event) {
            const link = event.target.closest ? event.target.closest("a[data-today-more]") : null;
            if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            const form = document.querySelector("main form.checkin");
            if (!form) return;
            event.preventDefault();
            if (link.getAttribute("aria-busy") === "true") return;
            link.setAttribute("aria-busy", "true");
            const screen = link.getAttribute("href");
            const holder = link.closest(".today-more");
            try {
              let response;
              try {
                response = await fetch(screen + (screen.indexOf("?") >= 0 ? "&" : "?") + "part=rows",
                  { credentials: "same-origin", headers: { "Accept": "text/html" } });
              } catch (unreachable) {
                response = null;
              }
              if (!response) {
                const note = holder.querySelector(".today-more-note");
                note.textContent = link.dataset.offline;
                note.hidden = false;
                announce(link.dataset.offline);
                return;
              }
              if (!response.ok) throw new Error(String(response.status));
              const next = new DOMParser().parseFromString(await response.text(), "text/html");
              const part = next.querySelector(".today-part");
              if (!part) throw new Error("no rows");
              addIcons(part);
              const added = [];
              Array.from(part.querySelectorAll("section.today-section")).forEach(function (section) {
                const rows = Array.from(section.querySelectorAll(".habit-row"));
                rows.forEach(function (row) { row.dataset.screen = screen; added.push(row); });
                const list = form.querySelector("section[aria-labelledby='" + section.getAttribute("aria-labelledby") + "'] ul.rows");
                if (list) list.append.apply(list, rows); else form.appendChild(section);
              });
              nameControls(document);
              const following = part.querySelector(".today-more");
              if (following) holder.replaceWith(following); else holder.remove();
              drawStrip();
              const first = added.length > 0 ? added[0].querySelector(":scope > a") : null;
              if (first) first.focus();
              announce(part.dataset.announce);
            } catch (error) {
              location.href = link.href;
            } finally {
              link.removeAttribute("aria-busy");
            }
          });

          // Offline. The service worker opens the last Today, Overview or habit page seen when the
          // server cannot be reached (body data-offline-since says when it was seen). A check-in,
          // a value, a note or a skip whose post cannot reach the server is kept in the queue
          // (KadoQueue) and shown at once as not sent; the queue goes out when the page opens,
          // when the browser is back online, when the page comes back into view, and through
          // Background Sync where the browser has it. What the server refused is listed until
          // dismissed. The strip's phrases are in its data attributes.
          const strip = document.getElementById("offline");
          const pageSeenAt = new Date();
          function phrase(name) { return strip && strip.dataset[name] ? strip.dataset[name] : ""; }
          function when(date) {
            try {
              return new Intl.DateTimeFormat(document.documentElement.lang || undefined,
                { dateStyle: "medium", timeStyle: "short" }).format(date);
            } catch (error) {
              return date.toLocaleString();
            }
          }
          function part(name, tag) {
            let element = strip.querySelector("." + name);
            if (!element) {
              element = document.createElement(tag);
              element.className = name;
              strip.appendChild(element);
            }
            return element;
          }
          let outOfDateSince = document.body.dataset.offlineSince ? new Date(document.body.dataset.offlineSince) : null;
          function saidOutOfDate(since) {
            if (!outOfDateSince) outOfDateSince = since;
            drawStrip();
          }
          // The strip: since when the page is out of date, how many changes wait, what was refused.
          async function drawStrip() {
            if (!strip) return;
            let queued = [];
            let refused = [];
            try {
              if (window.indexedDB) {
                queued = await KadoQueue.all("queue");
                refused = await KadoQueue.all("refused");
              }
            } catch (error) {
              // No IndexedDB (a private window may refuse it): nothing is kept, nothing to show.
            }
            const since = part("offline-since", "p");
            since.textContent = outOfDateSince && !isNaN(outOfDateSince) ? phrase("since").replace("{time}", when(outOfDateSince)) : "";
            since.hidden = !since.textContent;
            const waiting = part("offline-pending", "p");
            waiting.textContent = queued.length > 0 ? phrase("pending").replace("{count}", String(queued.length)) : "";
            waiting.hidden = queued.length === 0;
            const list = part("offline-refused", "ul");
            list.replaceChildren();
            refused.forEach(function (item) {
              const line = document.createElement("li");
              const title = document.createElement("b");
              title.textContent = phrase("refused").replace("{name}", item.name || "?");
              const detail = document.createElement("span");
              detail.textContent = " " + item.what + " — " + item.message + " ";
              const dismiss = document.createElement("button");
              dismiss.type = "button";
              dismiss.className = "pill";
              dismiss.textContent = phrase("dismiss");
              dismiss.addEventListener("click", function () { KadoQueue.dismiss(item.id).then(drawStrip, drawStrip); });
              line.append(title, detail, dismiss);
              list.appendChild(line);
            });
            list.hidden = refused.length === 0;
            strip.hidden = since.hidden && waiting.hidden && list.hidden;
            markQueued(queued);
          }
          // Each row (or the habit page) with changes not sent says so in words, with how many.
          function markQueued(queued) {
            document.querySelectorAll(".queued-mark").forEach(function (mark) { mark.remove(); });
            const counts = {};
            queued.forEach(function (entry) {
              const id = String(entry.operation.habit).toUpperCase();
              counts[id] = (counts[id] || 0) + 1;
            });
            Object.keys(counts).forEach(function (id) {
              const text = phrase("queued").replace("{count}", String(counts[id]));
              const places = Array.from(document.querySelectorAll(".habit-row > a")).filter(function (link) {
                return (link.getAttribute("href") || "").toUpperCase() === "/HABITS/" + id;
              }).map(function (link) { return link.parentElement; });
              if (location.pathname.toUpperCase() === "/HABITS/" + id) {
                const title = document.querySelector("main h1");
                if (title) places.push(title.parentElement);
              }
              places.forEach(function (place) {
                const mark = document.createElement("span");
                mark.className = "queued-mark";
                mark.dataset.habit = id;
                mark.textContent = text;
                place.appendChild(mark);
              });
            });
          }
          // The operation a check-in form means, or null when it is none the queue takes. A
          // Today toggle becomes done or undone as the page showed it; a step stays a step (the
          // habit's own, when it arrives).
          function operationOf(form, submitter) {
            const data = new FormData(form);
            if (submitter && submitter.name) data.append(submitter.name, submitter.value);
            const action = form.getAttribute("action") || "";
            const day = data.get("day") || data.get("from") || document.body.dataset.day;
            if (!day) return null;
            const operation = { id: KadoQueue.newID(), day: String(day), madeAt: new Date().toISOString() };
            let name = "";
            if (action === "/checkin") {
              if (!submitter) return null;
              operation.habit = submitter.value;
              const pressed = submitter.getAttribute("aria-pressed") === "true";
              const kinds = { toggle: pressed ? "undo" : "done", plus: "increase", minus: "decrease", done: "done", undo: "undo" };
              operation.kind = kinds[submitter.name];
              const row = submitter.closest(".habit-row");
              const title = row && row.querySelector(":scope > a b");
              name = title ? title.textContent : "";
            } else {
              const match = /^\\/habits\\/([0-9A-Fa-f-]{36})\\/(checkin|note|skip)$/.exec(action);
              if (!match) return null;
              operation.habit = match[1];
              const title = document.querySelector("main h1");
              name = title ? title.textContent : "";
              if (match[2] === "note") {
                operation.kind = "note";
                operation.note = String(data.get("note") || data.get("text") || "");
              } else if (match[2] === "skip") {
                operation.kind = "skip";
                if (data.get("to")) operation.to = String(data.get("to"));
                if (data.get("note")) operation.note = String(data.get("note"));
              } else {
                const step = String(data.get("action") || "");
                const pressed = submitter && submitter.getAttribute("aria-pressed") === "true";
                const kinds = { done: "done", undo: "undo", plus: "increase", minus: "decrease", toggle: pressed ? "undo" : "done" };
                if (step === "set") {
                  const value = Number(String(data.get("value") || "").trim().replace(",", "."));
                  if (!isFinite(value) || value < 0) return null;
                  operation.kind = "set";
                  operation.value = value;
                } else {
                  operation.kind = kinds[step];
                }
              }
            }
            if (!operation.kind || !operation.habit) return null;
            const what = phrase("kind" + operation.kind[0].toUpperCase() + operation.kind.slice(1))
              .replace("{value}", operation.value === undefined ? "" : String(operation.value)).replace("{day}", operation.day);
            return { operation: operation, name: name, what: what };
          }
          // Keeps `entry` on disk, then shows it as not sent; false when it could not be kept.
          async function keep(entry) {
            if (!window.indexedDB) return false;
            try {
              await KadoQueue.add(entry);
            } catch (error) {
              return false;
            }
            saidOutOfDate(pageSeenAt);
            announce(phrase("kept"));
            if (navigator.serviceWorker) {
              navigator.serviceWorker.ready.then(function (registration) {
                return registration.sync ? registration.sync.register("kado-queue") : null;
              }).catch(function () {});
            }
            waitToSend();
            return true;
          }
          // Sends the queue; when something arrived, the page is drawn again from the server
          // (unless something is being typed), which now shows it.
          let retry = null;
          async function sendQueue() {
            if (!window.indexedDB) return;
            try {
              const outcome = await KadoQueue.send();
              if (outcome.applied > 0 && document.body.dataset.day && !typing()) { location.reload(); return; }
              // A kept page is drawn again from the server once it answers.
              if (document.body.dataset.offlineSince && !typing()) {
                const answer = outcome.requests > 0 ? { ok: true } : await fetch("/api/day", { credentials: "same-origin", cache: "no-store" });
                if (answer.ok) { location.reload(); return; }
                waitToSend();
              }
            } catch (error) {
              waitToSend();
            }
            drawStrip();
          }
          // While changes wait, the queue is tried again every half minute (and at once on the
          // events below).
          function waitToSend() {
            if (retry) return;
            retry = setTimeout(function () { retry = null; sendQueue(); }, 30000);
          }
          window.addEventListener("online", sendQueue);
          document.addEventListener("visibilitychange", function () { if (document.visibilityState === "visible") sendQueue(); });
          if (navigator.serviceWorker) {
            navigator.serviceWorker.addEventListener("message", function (event) {
              if (event.data && event.data.kado === "queue-sent") sendQueue();
            });
          }
          // Signing out forgets the pages kept for offline use.
          document.addEventListener("submit", function (event) {
            if (event.target.getAttribute && event.target.getAttribute("action") === "/logout" && window.caches) {
              caches.delete("kado-pages").catch(function () {});
            }
          });
          drawStrip();
          sendQueue();

          if ("serviceWorker" in navigator) {
            window.addEventListener("load", function () { navigator.serviceWorker.register("/sw.js").catch(function () {}); });
          }
        })();
        """

    /// The service worker: caches the static assets, keeps the last Today, Overview and habit
    /// pages seen and opens them when the server cannot be reached (the network always first),
    /// sends the offline queue through Background Sync where the browser has it, and opens Today
    /// when a reminder it showed is clicked.
    static let serviceWorker = """
        "use strict";
        \(queue)
        const CACHE = "kado-static-KADO_CACHE_VERSION";
        const ASSETS = KADO_ASSET_LIST;
        // The last Today, Overview and habit pages seen, for when the server cannot be reached: a cache
        // of its own, kept across new versions of the static files, emptied on signing out.
        const PAGES = "kado-pages";
        const HABIT_PAGES = 20;
        // Today's later screens and their rows fetched by the page (a thousand habits are 17 screens).
        const TODAY_SCREENS = 40;
        self.addEventListener("install", function (event) {
          event.waitUntil(caches.open(CACHE).then(function (cache) { return cache.addAll(ASSETS); }).then(function () { return self.skipWaiting(); }));
        });
        self.addEventListener("activate", function (event) {
          event.waitUntil(caches.keys().then(function (keys) {
            return Promise.all(keys.filter(function (key) { return key !== CACHE && key !== PAGES; }).map(function (key) { return caches.delete(key); }));
          }).then(function () { return self.clients.claim(); }));
        });
        // A reminder shown through the service worker (Chrome on Android): its click opens Today.
        self.addEventListener("notificationclick", function (event) {
          event.notification.close();
          event.waitUntil(self.clients.openWindow("/"));
        });
        // Where a page is kept: Today, the Overview and a habit's detail, by path (a query is the same
        // page shown otherwise), but Today's later screens of rows and searches (from, q) each by
        // their own address; nothing else is kept.
        function pageKey(url) {
          if (url.pathname === "/") return todayKey(url, false);
          if (url.pathname === "/overview") return url.pathname;
          if (/^\\/habits\\/[0-9A-Fa-f-]{36}$/.test(url.pathname)) return url.pathname;
          return null;
        }
        // A screen of Today's rows (its search and first row; the page or, with `part`, its rows alone).
        function todayKey(url, part) {
          const kept = new URLSearchParams();
          ["q", "from"].forEach(function (name) { if (url.searchParams.get(name)) kept.set(name, url.searchParams.get(name)); });
          if (part) kept.set("part", "rows");
          const query = kept.toString();
          return "/" + (query ? "?" + query : "");
        }
        // Keeps a page as the server sent it (its headers, the Content-Security-Policy among them), with
        // when it was seen; only the last HABIT_PAGES habit pages are kept.
        async function keepPage(key, response) {
          const body = await response.text();
          const headers = new Headers(response.headers);
          headers.set("X-Kado-Saved", new Date().toISOString());
          const cache = await caches.open(PAGES);
          await cache.delete(key);
          await cache.put(key, new Response(body, { status: 200, headers: headers }));
          const keys = await cache.keys();
          const habits = keys.filter(function (request) { return new URL(request.url).pathname.startsWith("/habits/"); });
          for (let index = 0; index < habits.length - HABIT_PAGES; index += 1) await cache.delete(habits[index]);
          const screens = keys.filter(function (request) { return new URL(request.url).search !== "" && new URL(request.url).pathname === "/"; });
          for (let index = 0; index < screens.length - TODAY_SCREENS; index += 1) await cache.delete(screens[index]);
        }
        // The page kept for `key` (else Today), marked with when it was seen, so that its script shows
        // the banner; the browser's own error when nothing was kept.
        async function keptPage(key) {
          const cache = await caches.open(PAGES);
          const hit = (await cache.match(key)) || (await cache.match("/"));
          if (!hit) return Response.error();
          const saved = hit.headers.get("X-Kado-Saved") || "";
          const html = (await hit.text()).replace("<body", "<body data-offline-since=\\"" + saved.replace(/[^0-9TZ:.+-]/g, "") + "\\"");
          return new Response(html, { status: 200, headers: hit.headers });
        }
        self.addEventListener("fetch", function (event) {
          const request = event.request;
          const url = new URL(request.url);
          if (request.method !== "GET" || url.origin !== location.origin) return;
          if (url.pathname.startsWith("/static/")) {
            // The files are versioned by their query; the cache holds this version's, whatever the query.
            event.respondWith(caches.match(request, { ignoreSearch: true }).then(function (hit) { return hit || fetch(request); }));
            return;
          }
          // Today's next rows, fetched by the page: the network first, else the copy kept when they
          // were last fetched; else the error the page turns into "they need the connection".
          if (url.pathname === "/" && url.searchParams.get("part") === "rows") {
            const rowsKey = todayKey(url, true);
            event.respondWith(fetch(request).then(function (response) {
              if (response.status === 200) event.waitUntil(keepPage(rowsKey, response.clone()).catch(function () {}));
              return response;
            }, function () {
              return caches.open(PAGES).then(function (cache) { return cache.match(rowsKey); })
                .then(function (hit) { return hit || Response.error(); });
            }));
            return;
          }
          const key = pageKey(url);
          if (!key || request.mode !== "navigate") return;
          // The network first, always: a kept page is shown only when the server cannot be reached.
          event.respondWith(fetch(request).then(function (response) {
            const type = response.headers.get("Content-Type") || "";
            if (response.status === 200 && !response.redirected && type.startsWith("text/html")) {
              event.waitUntil(keepPage(key, response.clone()).catch(function () {}));
            }
            return response;
          }, function () { return keptPage(key); }));
        });
        // Background Sync (Chromium): the queue is sent when the connection comes back, even with no
        // page open. Browsers without it (Safari, Firefox) send it from the page instead.
        self.addEventListener("sync", function (event) {
          if (event.tag !== "kado-queue") return;
          event.waitUntil(KadoQueue.send().then(function (outcome) {
            return self.clients.matchAll({ type: "window" }).then(function (windows) {
              windows.forEach(function (client) { client.postMessage({ kado: "queue-sent", outcome: outcome }); });
            });
          }));
        });
        """

    /// The offline queue (`KadoQueue`), the same code in the page and the service worker.
    static let queue = """
        // The offline queue, shared by the page and the service worker: operations kept in IndexedDB
        // (each written in a transaction that is complete, and so durable, before it is shown), sent to
        // /api/operations oldest first, and removed one by one as the server answers each; a refusal
        // moves to the "refused" store until the person dismisses it. The server applies each id once,
        // so sending a batch twice (two tabs, a lost answer) changes nothing twice.
        const KadoQueue = (function () {
          const DATABASE = "kado-offline";
          const BATCH = 200;
          function open() {
            return new Promise(function (resolve, reject) {
              const request = indexedDB.open(DATABASE, 1);
              request.onupgradeneeded = function () {
                const db = request.result;
                if (!db.objectStoreNames.contains("queue")) db.createObjectStore("queue", { keyPath: "seq", autoIncrement: true });
                if (!db.objectStoreNames.contains("refused")) db.createObjectStore("refused", { keyPath: "id" });
              };
              request.onsuccess = function () { resolve(request.result); };
              request.onerror = function () { reject(request.error); };
              request.onblocked = function () { reject(new Error("the offline queue is blocked")); };
            });
          }
          // Runs `work(stores, keep)` in one transaction; resolves with what was kept once it is complete.
          function transact(names, mode, work) {
            return open().then(function (db) {
              return new Promise(function (resolve, reject) {
                const tx = db.transaction(names, mode, { durability: "strict" });
                let kept;
                tx.oncomplete = function () { db.close(); resolve(kept); };
                tx.onerror = tx.onabort = function () { db.close(); reject(tx.error || new Error("aborted")); };
                const stores = {};
                names.forEach(function (name) { stores[name] = tx.objectStore(name); });
                work(stores, function (value) { kept = value; });
              });
            });
          }
          function all(name) {
            return transact([name], "readonly", function (stores, keep) {
              const request = stores[name].getAll();
              request.onsuccess = function () { keep(request.result); };
            });
          }
          // A new operation id: crypto.randomUUID where the browser has it, else a version-4 UUID made
          // from crypto.getRandomValues.
          function newID() {
            if (self.crypto && typeof self.crypto.randomUUID === "function") return self.crypto.randomUUID();
            const bytes = self.crypto.getRandomValues(new Uint8Array(16));
            bytes[6] = (bytes[6] & 0x0f) | 0x40;
            bytes[8] = (bytes[8] & 0x3f) | 0x80;
            const hex = Array.from(bytes, function (b) { return b.toString(16).padStart(2, "0"); }).join("");
            return hex.slice(0, 8) + "-" + hex.slice(8, 12) + "-" + hex.slice(12, 16) + "-" + hex.slice(16, 20) + "-" + hex.slice(20);
          }
          // Keeps `entry` ({operation, name, what}); resolves once it is on disk.
          function add(entry) {
            return transact(["queue"], "readwrite", function (stores) { stores.queue.add(entry); });
          }
          function dismiss(id) {
            return transact(["refused"], "readwrite", function (stores) { stores.refused.delete(id); });
          }
          let sending = null;
          // Sends the whole queue, a batch a request (at most 50 requests a call); resolves with how many
          // were applied (or already were) and refused, and how many requests were answered; rejects when the server cannot be reached or
          // refuses the batch (the queue is kept as it is).
          function send() {
            if (sending) return sending;
            sending = (async function () {
              let applied = 0;
              let refused = 0;
              let requests = 0;
              for (let round = 0; round < 50; round += 1) {
                const queued = await all("queue");
                if (queued.length === 0) break;
                const batch = queued.slice(0, BATCH);
                const response = await fetch("/api/operations", {
                  method: "POST", credentials: "same-origin", cache: "no-store",
                  headers: { "Content-Type": "application/json", "Accept": "application/json" },
                  body: JSON.stringify({ operations: batch.map(function (entry) { return entry.operation; }) })
                });
                requests += 1;
                if (!response.ok) throw new Error("the server answered " + response.status);
                const results = (await response.json()).results || [];
                let answered = 0;
                await transact(["queue", "refused"], "readwrite", function (stores) {
                  batch.forEach(function (entry, index) {
                    const result = results[index];
                    // An answer that is not this operation's keeps it, to be sent again.
                    if (!result || String(result.id).toLowerCase() !== String(entry.operation.id).toLowerCase()) return;
                    answered += 1;
                    stores.queue.delete(entry.seq);
                    if (result.outcome === "refused") {
                      refused += 1;
                      stores.refused.put({
                        id: entry.operation.id, name: entry.name, what: entry.what, day: entry.operation.day,
                        message: result.message || result.reason || ""
                      });
                    } else {
                      applied += 1;
                    }
                  });
                });
                if (answered < batch.length) break;
              }
              return { applied: applied, refused: refused, requests: requests };
            })();
            const done = function () { sending = null; };
            sending.then(done, done);
            return sending;
          }
          return { newID: newID, add: add, all: all, dismiss: dismiss, send: send };
        })();
        """
}
