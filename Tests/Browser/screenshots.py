"""Screenshots of every screen of Kadō's web app, phone and desktop, light and dark.

Run through `run.sh screenshots`, which first calls `screenshots.py --build-demo` (a demo database
made with the kado command line: six weeks of five habits, with notes), then starts the server
on it and calls `screenshots.py --out FOLDER`. Files are named SCREEN-(phone|desktop)-(light|dark).png.
"""

import argparse
import datetime
import os
import random
import subprocess
import sys
import tempfile
import urllib.parse
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from browser import (DESKTOP, PHONE, base_url, click, open_page, set_color_scheme, set_viewport, start_browser, unfold,
                     wait)

TODAY = datetime.date(2026, 4, 10)  # run.sh pins the clock to this Friday evening
FIRST_DAY = TODAY - datetime.timedelta(days=42)
CLOCK = "2026-04-10T19:30:00Z"

HABITS = [
    ("Morning meditation", ["--icon", "figure.mind.and.body", "--color", "purple"]),
    ("Read", ["--type", "timer:30", "--icon", "book.fill", "--color", "orange"]),
    ("No social media", ["--type", "negative", "--icon", "iphone.slash", "--color", "red"]),
    # Six glasses a day at first, eight from three weeks ago (issue 38: a change from a date).
    ("Drink water", ["--type", "counter:6", "--unit", "glasses", "--icon", "drop.fill", "--color", "blue"]),
    ("Gym", ["--every", "mon,wed,fri", "--icon", "dumbbell.fill", "--color", "green"]),
]

NOTES = {
    "Morning meditation": ["Calm start, 15 minutes", "Hard to focus today", "Meditated in the park"],
    "Read": ["Finished chapter 4", "Read on the train", "Started a new novel"],
    "No social media": ["Checked it once on the bus", "Deleted the app again"],
    "Drink water": ["Hot day", "Forgot my bottle"],
    "Gym": ["Leg day", "New personal best on squats", "Short session, tired"],
}


def kado(*arguments, now=CLOCK):
    environment = dict(os.environ, KADO_NOW=now)
    result = subprocess.run([os.environ["KADO_BIN"], *arguments], env=environment, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"kado {' '.join(arguments)} failed ({result.returncode}): {result.stderr.strip()}")
    return result.stdout


def demo_backup_path():
    return os.path.join(os.path.dirname(os.environ["KADO_DB"]), "demo-backup.json")


def build_demo():
    """Six weeks of history, seeded so that every run draws the same screenshots."""
    rng = random.Random(20260410)
    created = f"{FIRST_DAY.isoformat()}T07:00:00Z"
    for name, options in HABITS:
        kado("add", name, *options, now=created)
    day = FIRST_DAY
    while day < TODAY:
        stamp = day.isoformat()
        # Better habits as the weeks go by: the score should climb.
        progress = (day - FIRST_DAY).days / 42
        if rng.random() < 0.70 + 0.25 * progress:
            kado("done", "Morning meditation", stamp)
        if rng.random() < 0.75:
            kado("log", "Read", str(rng.choice([10, 15, 20, 30, 30, 35, 45])), stamp)
        if rng.random() < 0.18 - 0.1 * progress:
            kado("done", "No social media", stamp)
        kado("log", "Drink water", str(rng.choice([4, 5, 6, 7, 8, 8, 8, 9])), stamp)
        if day.weekday() in (0, 2, 4) and rng.random() < 0.85:
            kado("done", "Gym", stamp)
        for name, notes in NOTES.items():
            if rng.random() < 0.07:
                kado("note", name, rng.choice(notes), stamp)
        day += datetime.timedelta(days=1)
    kado("skip", "Gym", (TODAY - datetime.timedelta(days=16)).isoformat())
    kado("edit", "Drink water", "--type", "counter:8", "--from", (TODAY - datetime.timedelta(days=21)).isoformat())
    # Today, half way through.
    kado("done", "Morning meditation")
    kado("log", "Drink water", "5")
    kado("log", "Read", "10")
    # A habit that exists only in a backup, so that importing it has something to show.
    kado("add", "Evening journal", "--icon", "pencil", "--color", "teal", now=created)
    for offset in range(1, 20, 2):
        kado("done", "Evening journal", (TODAY - datetime.timedelta(days=offset)).isoformat())
    kado("note", "Evening journal", "Three good things", (TODAY - datetime.timedelta(days=1)).isoformat())
    kado("export", "-o", demo_backup_path())
    kado("delete", "Evening journal", "--yes")


def habit_path(driver, name):
    open_page(driver, "/")
    link = driver.find_element(
        By.XPATH, f"//li[contains(@class,'habit-row')][a//*[(self::b or contains(@class,'name')) and normalize-space()='{name}']]/a")
    return urllib.parse.urlparse(link.get_attribute("href")).path


def settle(driver):
    """Waits for web fonts and images, and takes the focus off any field (no blinking caret)."""
    driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "(document.fonts ? document.fonts.ready : Promise.resolve()).then(() => done(true));")
    wait(driver).until(lambda d: d.execute_script(
        "return Array.from(document.images).every(i => i.complete);"))
    driver.execute_script("if (document.activeElement) document.activeElement.blur(); window.scrollTo(0, 0);")
    finish_animations(driver)


def finish_animations(driver):
    """Waits for transitions and finite animations (a dialog sliding up) to end."""
    wait(driver).until(lambda d: d.execute_script(
        "return document.getAnimations().every(a => a.playState !== 'running'"
        " || a.effect.getComputedTiming().endTime === Infinity);"))


def show_about_score(driver, path):
    open_page(driver, path)
    click(driver, driver.find_element(By.CSS_SELECTOR, "a.info-button"))
    wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "dialog[open]")))
    finish_animations(driver)


def show_import_summary(driver):
    open_page(driver, "/settings")
    driver.find_element(By.ID, "import-file").send_keys(demo_backup_path())
    # requestSubmit: the same submission as the Review button, independent of where it is laid out.
    driver.execute_script("document.getElementById('import-file').form.requestSubmit();")
    wait(driver).until(lambda d: urllib.parse.urlparse(d.current_url).path == "/settings/import")
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "main#main")))


def show_sync_card(driver, folder):
    """The Settings page's sync card once a sync succeeded: set up through its folder form with a
    new folder each time, which the first sync follows at once (the page scrolls to the card)."""
    open_page(driver, "/settings")
    field = wait(driver).until(lambda d: unfold(d, "sync-path"))
    field.send_keys(tempfile.mkdtemp(dir=folder))
    click(driver, field.find_element(By.XPATH, "./ancestor::form").find_element(By.CSS_SELECTOR, "button"))
    wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#sync-last.is-ok")
                       and not d.find_elements(By.CSS_SELECTOR, "#sync-running"))


def show_settings(driver):
    """The Settings page before sync or the push is set up (turned off again after their screens)."""
    open_page(driver, "/settings")
    url = unfold(driver, "push-url")
    if url.get_attribute("value"):
        url.clear()
        click(driver, url.find_element(By.XPATH, "./ancestor::form").find_element(By.CSS_SELECTOR, "button"))
        wait(driver).until(lambda d: "notice=pushSaved" in d.current_url)
        open_page(driver, "/settings")
    buttons = driver.find_elements(By.CSS_SELECTOR, "form[action^='/settings/sync/off'] button")
    if buttons:
        click(driver, buttons[0])
        wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#sync-path"))
        open_page(driver, "/settings")


def show_reminders_card(driver):
    """The Settings page's reminders card with a push URL saved through its form (no test is
    sent: that would reach ntfy.sh), scrolled into view."""
    open_page(driver, "/settings")
    url = wait(driver).until(lambda d: unfold(d, "push-url"))
    url.clear()
    url.send_keys("https://ntfy.sh/kado-demo")
    click(driver, url.find_element(By.XPATH, "./ancestor::form").find_element(By.CSS_SELECTOR, "button"))
    wait(driver).until(lambda d: "notice=pushSaved" in d.current_url)
    settle(driver)
    driver.execute_script("document.getElementById('settings-notifications').scrollIntoView({block: 'start'});")


def show_versions(driver, path):
    """The detail page scrolled to its list of the terms over time (issue 38)."""
    open_page(driver, path)
    settle(driver)
    driver.execute_script("document.getElementById('versions').scrollIntoView({block: 'center'});")
    finish_animations(driver)


def take(out):
    os.makedirs(out, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="kado-shots-") as downloads, \
            tempfile.TemporaryDirectory(prefix="kado-sync-") as folder:
        driver = start_browser(download_dir=downloads)
        try:
            detail = habit_path(driver, "Read")
            water = habit_path(driver, "Drink water")
            screens = [
                ("today", lambda: open_page(driver, "/")),
                ("habit-detail", lambda: open_page(driver, detail)),
                ("about-score", lambda: show_about_score(driver, detail)),
                ("habit-versions", lambda: show_versions(driver, water)),
                ("overview", lambda: open_page(driver, "/overview")),
                # Three months scroll sideways and open on today: the names must stay in view.
                ("overview-3-months", lambda: open_page(driver, "/overview?days=91")),
                ("review", lambda: open_page(driver, "/review")),
                ("new-habit", lambda: open_page(driver, "/habits/new")),
                ("edit-habit", lambda: open_page(driver, detail + "/edit")),
                ("settings", lambda: show_settings(driver)),
                ("settings-sync", lambda: show_sync_card(driver, folder)),
                ("settings-reminders", lambda: show_reminders_card(driver)),
                ("import-summary", lambda: show_import_summary(driver)),
            ]
            for device, viewport in [("phone", PHONE), ("desktop", DESKTOP)]:
                set_viewport(driver, viewport)
                for scheme in ["light", "dark"]:
                    set_color_scheme(driver, scheme)
                    for screen, show in screens:
                        show()
                        if screen not in ("about-score", "settings-reminders", "habit-versions"):
                            settle(driver)
                        path = os.path.join(out, f"{screen}-{device}-{scheme}.png")
                        driver.save_screenshot(path)
                        print(path)
        finally:
            driver.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-demo", action="store_true", help="make the demo database ($KADO_DB) and stop")
    parser.add_argument("--out", default="docs/screenshots", help="the folder for the PNG files")
    arguments = parser.parse_args()
    if arguments.build_demo:
        build_demo()
    else:
        base_url()  # fails early when run outside run.sh
        take(arguments.out)


if __name__ == "__main__":
    main()
