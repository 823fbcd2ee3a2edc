"""Kadō's web app for every hand and eye (issue 34, item 10): axe-core on every screen, on a phone
and a desktop, light and dark, with and without JavaScript, and no screen wider than a 320 px
phone with the longest name and unit the inputs accept.

axe-core comes from PyPI's axe-selenium-python (requirements.txt), which ships `axe.min.js`: the
file is read from the installed package, so nothing is fetched while the tests run.

Run through run.sh, which starts `kado serve` on a fresh database and exports KADO_URL, KADO_DB
and KADO_BIN. The habits these tests need are added with the command line (names of their own,
so they do not meet test_app.py's).
"""

import json
import os
import re
import subprocess
import time
import urllib.parse
import urllib.request

import axe_selenium_python
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from browser import DESKTOP, PHONE, base_url, click, open_page, set_color_scheme, set_viewport, start_browser, wait

AXE_SOURCE = open(os.path.join(os.path.dirname(axe_selenium_python.__file__), "node_modules", "axe-core", "axe.min.js"),
                  encoding="utf-8").read()

# The longest a habit's name and unit may be (KadoCore's Habit.maximumNameLength and
# maximumUnitLength), as one word: nothing to break a line at, the worst case for a layout.
LONGEST_NAME = ("Supercalifragilisticexpialidocious" * 15)[:500]
LONGEST_UNIT = "Wolfeschlegelsteinhausen"[:24]

# A habit of each kind of control, with a note, a streak, a slip and a skip, and one with the longest
# name, unit and group.
SEED = [
    (["add", "Axe yes no", "--color", "purple"], [["done", "Axe yes no", "2026-04-09"], ["done", "Axe yes no", "2026-04-10"],
                                                   ["note", "Axe yes no", "Felt good", "2026-04-09"]]),
    (["add", "Axe timer", "--type", "timer:30", "--color", "orange"], [["log", "Axe timer", "20", "2026-04-09"]]),
    (["add", "Axe slip", "--type", "negative", "--color", "red"], [["done", "Axe slip", "2026-04-08"]]),
    (["add", "Axe cups", "--type", "counter:8", "--unit", "cups", "--color", "yellow"],
     [["log", "Axe cups", "3", "2026-04-10"]]),
    (["add", "Axe gym", "--every", "mon,wed", "--color", "mint"], [["skip", "Axe gym", "2026-04-08"]]),
    # An at-most habit over its limit: drawn failed, as a slip is (issue 34, item 2).
    (["add", "Axe coffee", "--type", "atmost:2", "--unit", "coffees", "--color", "orange"],
     [["log", "Axe coffee", "3", "2026-04-09"]]),
    (["add", LONGEST_NAME, "--type", "counter:99999", "--unit", LONGEST_UNIT, "--group", LONGEST_NAME, "--color", "teal"],
     [["log", LONGEST_NAME, "12345", "2026-04-10"]]),
    # A habit whose terms changed from a date (issue 38): its detail lists the versions, its edit
    # form asks "From when?".
    (["add", "Axe versions", "--since", "2026-03-01", "--type", "counter:8", "--unit", "cups"],
     [["edit", "Axe versions", "--every", "3/week", "--from", "2026-03-16"],
      ["edit", "Axe versions", "--type", "counter:10", "--from", "2026-04-01"]]),
    (["add", "Axe archived", "--color", "blue"], [["archive", "Axe archived"]]),
    (["add", "Axe trashed", "--color", "green"], [["delete", "Axe trashed", "--yes"]]),
]

SEVERE = ("serious", "critical")

# Rules of this axe-core (3.1) that later versions dropped as wrong: `checkboxgroup` asks that
# checkboxes sharing a name across separate forms (Settings' two sync set-ups, each with its own
# "Encrypt end to end") be grouped, which no assistive technology needs; axe-core 4 removed it.
# `radiogroup` likewise asks that the New habit form's choices (radios whose fieldset also holds
# the fields of the chosen option) be grouped otherwise. Both were retired in axe-core 4.
RETIRED_RULES = {"checkboxgroup": {"enabled": False}, "radiogroup": {"enabled": False}}


def kado(*arguments, env=None):
    result = subprocess.run([os.environ["KADO_BIN"], *arguments], capture_output=True, text=True,
                            env=dict(os.environ, **(env or {})))
    assert result.returncode == 0, f"kado {' '.join(arguments)}: {result.stderr.strip()}"
    return result.stdout


def api(path):
    with urllib.request.urlopen(base_url() + path, timeout=10) as response:
        return json.load(response)


@pytest.fixture(scope="module")
def habits():
    """The seeded habits' detail paths, by name (the trashed one's by its trash id)."""
    for add, then in SEED:
        kado(*add)
        for step in then:
            kado(*step)
    paths = {entry["name"]: "/habits/" + entry["id"] for entry in api("/api/habits")["habits"]}
    for entry in api("/api/trash")["trash"]:
        paths[entry["name"]] = "/trash/" + entry["id"]
    return paths


@pytest.fixture(scope="module")
def driver():
    browser = start_browser()
    # axe-core on the year's Overview (366 days of every habit) takes seconds on a loaded machine.
    browser.set_script_timeout(180)
    yield browser
    browser.quit()


def set_scripts(driver, enabled):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": not enabled})


def violations(driver):
    """axe-core's violations of impact serious or critical on the page as it is now."""
    driver.execute_script(AXE_SOURCE)
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations'], rules: arguments[0]}).then(r => done(r.violations), e => done(String(e)));",
        RETIRED_RULES)
    assert isinstance(result, list), f"axe-core failed: {result}"
    return [
        {"id": v["id"], "impact": v["impact"], "help": v["help"],
         "nodes": [(n["target"], (n.get("failureSummary") or "").replace("\n", " ")[:200]) for n in v["nodes"]][:6]}
        for v in result if v["impact"] in SEVERE
    ]


def overflow(driver):
    return driver.execute_script(
        "return document.documentElement.scrollWidth - document.documentElement.clientWidth;")


def sweep(driver, load):
    """Runs axe-core on the page `load` opens, phone and desktop, light and dark, with and without
    JavaScript, and returns every serious or critical violation with where it was found."""
    found = []
    try:
        for scripts in (True, False):
            for viewport in (PHONE, DESKTOP):
                set_viewport(driver, viewport)
                for scheme in ("light", "dark"):
                    set_color_scheme(driver, scheme)
                    # Without JavaScript: the page loads with scripts off (app.js never runs), then
                    # they are turned back on for axe-core alone, without reloading.
                    set_scripts(driver, scripts)
                    load()
                    set_scripts(driver, True)
                    for violation in violations(driver):
                        found.append({"js": scripts, "width": viewport["width"], "scheme": scheme, **violation})
    finally:
        set_scripts(driver, True)
        set_viewport(driver, PHONE)
        set_color_scheme(driver, "light")
    return found


def page(path):
    return lambda driver: open_page(driver, path)


def open_review_months(driver):
    """The Year page with every habit's month table unfolded: the table behind each heatmap."""
    open_page(driver, "/review")
    driver.execute_script("document.querySelectorAll('details.review-months').forEach(d => d.open = true);")


def import_review(driver):
    """The review of an upload (a Kadō JSON backup of the seeded data) before anything changes."""
    folder = os.path.dirname(os.environ["KADO_DB"])
    path = os.path.join(folder, "axe-backup.json")
    if not os.path.exists(path):
        # A backup of another database, so that the review has habits and records to add.
        other = {"KADO_DB": os.path.join(folder, "axe-other.sqlite")}
        kado("add", "Axe imported", "--type", "counter:3", "--unit", LONGEST_UNIT, env=other)
        kado("log", "Axe imported", "2", "2026-04-09", env=other)
        kado("export", "--format", "json", "-o", path, env=other)
    open_page(driver, "/settings")
    field = driver.find_element(By.ID, "import-file")
    field.send_keys(path)
    click(driver, field.find_element(By.XPATH, "./following-sibling::button"))
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "main#main form[action='/settings/import/confirm']")))


def restore_review(driver):
    """The review of restoring one of the automatic backups (the seeding wrote one)."""
    open_page(driver, "/settings")
    select = driver.find_elements(By.ID, "restore-file")
    if not select:
        kado("backup", "now")
        open_page(driver, "/settings")
        select = driver.find_elements(By.ID, "restore-file")
    assert select, "no automatic backup is listed to restore"
    click(driver, select[0].find_element(By.XPATH, "./ancestor::form//button[@type='submit']"))
    wait(driver).until(lambda d: "/settings/backups/restore" in d.current_url)
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "main#main h1")))


SCREENS = {
    "today": lambda d, h: open_page(d, "/"),
    "overview": lambda d, h: open_page(d, "/overview"),
    "overview-year": lambda d, h: open_page(d, "/overview?days=366"),
    "insights": lambda d, h: open_page(d, "/insights"),
    "review": lambda d, h: open_page(d, "/review"),
    "review-months-open": lambda d, h: open_review_months(d),
    "detail-yes-no": lambda d, h: open_page(d, h["Axe yes no"]),
    "detail-day": lambda d, h: open_page(d, h["Axe yes no"] + "?day=2026-04-09"),
    "detail-timer": lambda d, h: open_page(d, h["Axe timer"]),
    "detail-slip": lambda d, h: open_page(d, h["Axe slip"]),
    "detail-over-limit": lambda d, h: open_page(d, h["Axe coffee"]),
    "detail-counter": lambda d, h: open_page(d, h["Axe cups"]),
    "detail-longest": lambda d, h: open_page(d, h[LONGEST_NAME]),
    "detail-archived": lambda d, h: open_page(d, h["Axe archived"]),
    "detail-versions": lambda d, h: open_page(d, h["Axe versions"]),
    "new-habit": lambda d, h: open_page(d, "/habits/new"),
    "edit-from-when": lambda d, h: open_page(d, h["Axe versions"] + "/edit"),
    "edit-habit": lambda d, h: open_page(d, h[LONGEST_NAME] + "/edit"),
    "delete-habit": lambda d, h: open_page(d, h["Axe gym"] + "/delete"),
    "settings": lambda d, h: open_page(d, "/settings"),
    "import-review": lambda d, h: import_review(d),
    "restore-review": lambda d, h: restore_review(d),
    "empty-trash": lambda d, h: open_page(d, h["Axe trashed"] + "/empty"),
    "not-found": lambda d, h: open_page(d, "/no-such-page"),
    "habit-not-found": lambda d, h: open_page(d, "/habits/00000000-0000-0000-0000-000000000000"),
}


@pytest.mark.parametrize("screen", SCREENS, ids=list(SCREENS))
def test_axe_finds_nothing_serious(driver, habits, screen):
    found = sweep(driver, lambda: SCREENS[screen](driver, habits))
    assert not found, json.dumps(found, indent=1, ensure_ascii=False)


@pytest.fixture(scope="module")
def token_server(tmp_path_factory):
    """A server of its own that other machines could reach (`--host 0.0.0.0`), opened by a name
    allowed with --allow-host (Chromium resolves every `*.localhost` to this machine), so it asks
    for the access token, as from the network: its sign-in page."""
    folder = tmp_path_factory.mktemp("token-server")
    environment = dict(os.environ, KADO_DB=str(folder / "kado.sqlite"))
    os.environ["KADO_TOKEN_SERVER_DB"] = str(folder / "kado.sqlite")
    log = open(folder / "serve.out", "w+")
    server = subprocess.Popen([os.environ["KADO_BIN"], "serve", "--host", "0.0.0.0", "--port", "0",
                               "--allow-host", "kado.localhost"], env=environment,
                              stdout=log, stderr=subprocess.STDOUT)
    try:
        port = None
        for _ in range(400):
            log.seek(0)
            found = re.search(r"running at https?://[^/\s]*:(\d+)", log.read())
            if found:
                port = found.group(1)
                break
            time.sleep(0.05)
        assert port, "kado serve printed no address"
        yield f"http://kado.localhost:{port}"
    finally:
        server.terminate()
        server.wait(timeout=10)
        log.close()


def sign_in_page(driver, url, wrong=False):
    driver.get(url + ("/login?code=0000-0000" if wrong else "/login"))
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "main#main")))
    # The sign-in form itself, not a page it moved on to.
    assert driver.find_elements(By.NAME, "code"), driver.current_url


@pytest.mark.parametrize("wrong", [False, True], ids=["sign-in", "wrong-code"])
def test_axe_finds_nothing_serious_on_the_sign_in_page(driver, token_server, wrong):
    found = sweep(driver, lambda: sign_in_page(driver, token_server, wrong))
    assert not found, json.dumps(found, indent=1, ensure_ascii=False)


def pairing_code(url):
    """A pairing code made by `kado serve pair`, as a person would from a terminal."""
    folder = os.environ.get("KADO_TOKEN_SERVER_DB")
    output = subprocess.run([os.environ["KADO_BIN"], "serve", "pair", "--url", url], env=dict(
        os.environ, KADO_DB=folder), capture_output=True, text=True, timeout=30, check=True).stdout
    found = re.search(r"login\?code=([0-9A-Z]{4}-[0-9A-Z]{4})", output)
    assert found, output
    return found.group(1)


def devices_screens(driver, url, screen):
    """Signs this browser in by pairing, then opens Settings (its Devices card), a new pairing, or
    the calendar feed's new address."""
    driver.delete_all_cookies()
    driver.get(url + "/login?code=" + pairing_code(url))
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "main#main")))
    driver.get(url + "/settings")
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "#settings-devices")))
    if screen == "pairing":
        button = driver.find_element(By.CSS_SELECTOR, "form[action='/settings/devices/pair'] button")
        # Out from under the tab bar, as a person scrolls to it before tapping.
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
        button.click()
        wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".pair-qr svg")))
    if screen == "feed":
        button = driver.find_element(By.CSS_SELECTOR, "form[action='/settings/devices/feed'] button")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
        button.click()
        wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "#feed-shown")))


@pytest.mark.parametrize("screen", ["devices", "pairing", "feed"])
def test_axe_finds_nothing_serious_on_the_devices_screens(driver, token_server, screen):
    found = sweep(driver, lambda: devices_screens(driver, token_server, screen))
    assert not found, json.dumps(found, indent=1, ensure_ascii=False)


# MARK: - Narrow phones


NARROW = [dict(PHONE, width=320, height=640), PHONE]


@pytest.mark.parametrize("width", [320, 390])
@pytest.mark.parametrize("screen", SCREENS, ids=list(SCREENS))
def test_nothing_is_wider_than_a_phone(driver, habits, screen, width):
    """With the longest name and unit the inputs accept, no screen scrolls sideways (the
    Overview's grid scrolls inside its own box, which is allowed)."""
    viewport = next(v for v in NARROW if v["width"] == width)
    try:
        set_viewport(driver, viewport)
        for scripts in (True, False):
            set_scripts(driver, scripts)
            SCREENS[screen](driver, habits)
            set_scripts(driver, True)
            wider = overflow(driver)
            assert wider <= 0, f"{screen} at {width}px (scripts {'on' if scripts else 'off'}) is {wider}px too wide: " + \
                ", ".join(driver.execute_script("""
                    const width = document.documentElement.clientWidth;
                    return Array.from(document.querySelectorAll('main *')).filter(e => e.getBoundingClientRect().right > width + 0.5)
                        .slice(0, 6).map(e => e.tagName.toLowerCase() + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right));"""))
    finally:
        set_scripts(driver, True)
        set_viewport(driver, PHONE)


def test_overview_day_numbers_stay_apart_at_320(driver, habits):
    """The Overview's day numbers above its cells do not run together on the narrowest phone."""
    try:
        set_viewport(driver, NARROW[0])
        open_page(driver, "/overview")
        boxes = driver.execute_script(
            "return Array.from(document.querySelectorAll('.ov-days .dn')).filter(e => e.getClientRects().length).map(e => { const r = e.getBoundingClientRect();"
            " return [r.left, r.right, e.getClientRects().length === 1]; });")
        assert boxes
        for (left, right, fits), (next_left, _, _) in zip(boxes, boxes[1:]):
            assert right <= next_left + 0.5, f"day numbers overlap: {boxes}"
        assert all(one_line for _, _, one_line in boxes), f"a day number is cut over two lines: {boxes}"
    finally:
        set_viewport(driver, PHONE)


def test_review_fits_the_narrowest_phone(driver, habits):
    """The Year page at 320 px: its heatmaps shrink to the card, nothing scrolls sideways; each
    heatmap is hidden from screen readers and a table stands behind it."""
    try:
        set_viewport(driver, NARROW[0])
        open_page(driver, "/review")
        sizes = driver.execute_script(
            "return [document.documentElement.scrollWidth, document.documentElement.clientWidth,"
            " document.querySelectorAll('svg.review-heatmap[aria-hidden=true]').length,"
            " document.querySelectorAll('table.review-table caption').length];")
        assert sizes[0] <= sizes[1], f"the page scrolls sideways at 320 px: {sizes}"
        assert sizes[2] > 0 and sizes[2] == sizes[3], sizes
    finally:
        set_viewport(driver, PHONE)


def test_tap_targets_are_44_pixels(driver, habits):
    """Every button, link and field on Today, Detail and Settings is at least 44 × 44 CSS pixels,
    or sits in a line of text (WCAG 2.5.8's inline exception)."""
    small = []
    for path in ["/", habits["Axe cups"], habits["Axe yes no"], "/settings", "/overview", "/habits/new", "/insights",
                 "/review"]:
        open_page(driver, path)
        small += driver.execute_script("""
            const path = arguments[0];
            return Array.from(document.querySelectorAll('main button, main a[href], main select, main input:not([type=hidden]), main summary, nav a'))
              .filter(e => { const s = getComputedStyle(e); return s.display !== 'none' && s.visibility !== 'hidden' && e.getClientRects().length; })
              .filter(e => !(e.tagName === 'A' && getComputedStyle(e).display === 'inline'))
              // A checkbox or radio is also pressed through its label, which is then the target.
              .filter(e => !(e.tagName === 'INPUT' && ['checkbox', 'radio'].includes(e.type)
                  && Array.from(e.labels || []).some(l => l.getBoundingClientRect().height >= 44)))
              .map(e => { const r = e.getBoundingClientRect(); return [path, e.outerHTML.slice(0, 90), Math.round(r.width), Math.round(r.height)]; })
              .filter(([, , w, h]) => w < 44 || h < 44);""", path)
    assert not small, json.dumps(small, indent=1, ensure_ascii=False)


# MARK: - Settings


def test_settings_puts_language_first_and_stays_short_on_a_phone(driver):
    open_page(driver, "/settings")
    fields = driver.execute_script(
        "return Array.from(document.querySelectorAll('main select, main input:not([type=hidden])'))"
        ".filter(e => e.getClientRects().length).map(e => e.id || e.name);")
    assert fields[:2] == ["language", "appearance"], fields
    # What is seldom needed is folded away; the whole screen is well under the 4,089 px of before.
    height = driver.execute_script("return document.documentElement.scrollHeight;")
    # (3,600: the language menu says under it what "Automatic" follows.)
    assert height <= 3600, f"Settings is {height}px tall on a phone"
    text = driver.find_element(By.TAG_NAME, "main").text
    assert "DBUS_SESSION_BUS_ADDRESS" not in text and "pid" not in text, text


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_appearance_is_applied_without_javascript(driver, scheme):
    """Dark chosen on a light system, or Light on a dark one: the server draws the page in the
    chosen colours and tells the browser's bar, with scripts off."""
    chosen = "dark" if scheme == "light" else "light"
    background = {"dark": "rgb(20, 19, 17)", "light": "rgb(247, 243, 234)"}
    set_color_scheme(driver, scheme)
    set_scripts(driver, False)
    try:
        open_page(driver, "/settings")
        assert driver.execute_script("return getComputedStyle(document.body).backgroundColor;") == background[scheme]
        select = driver.find_element(By.ID, "appearance")
        select.find_element(By.CSS_SELECTOR, f"option[value='{chosen}']").click()
        click(driver, select.find_element(By.XPATH, "./ancestor::form//button[@type='submit']"))
        wait(driver).until(lambda d: "notice=settingsSaved" in d.current_url)
        for path in ["/settings", "/", "/overview"]:
            open_page(driver, path)
            assert driver.execute_script("return document.documentElement.className;") == chosen
            assert driver.execute_script("return getComputedStyle(document.body).backgroundColor;") == background[chosen]
            colours = driver.execute_script(
                "return Array.from(document.querySelectorAll('meta[name=theme-color]')).map(m => m.content);")
            assert colours == [{"dark": "#141311", "light": "#f7f3ea"}[chosen]]
    finally:
        set_scripts(driver, True)
        open_page(driver, "/settings")
        select = driver.find_element(By.ID, "appearance")
        select.find_element(By.CSS_SELECTOR, "option[value='system']").click()
        click(driver, select.find_element(By.XPATH, "./ancestor::form//button[@type='submit']"))
        wait(driver).until(lambda d: "notice=settingsSaved" in d.current_url)
        set_color_scheme(driver, "light")


@pytest.mark.parametrize("language,first", [("en-GB,en;q=0.9", "Monday"), ("en-US,en;q=0.9", "Sunday")])
def test_weeks_start_as_the_browsers_region_says(driver, habits, language, first):
    """Until the person chooses, weeks start where the browser's region starts them."""
    agent = driver.execute_script("return navigator.userAgent;")
    driver.execute_cdp_cmd("Network.setUserAgentOverride", {"userAgent": agent, "acceptLanguage": language})
    try:
        open_page(driver, "/settings")
        chosen = driver.find_element(By.CSS_SELECTOR, "#week-start option:checked")
        assert chosen.get_attribute("value") == "auto" and chosen.text == f"Automatic ({first})"
        open_page(driver, habits["Axe yes no"])
        head = driver.find_element(By.CSS_SELECTOR, ".month-grid th")
        assert (head.get_attribute("abbr") or "").lower() == first.lower(), head.get_attribute("outerHTML")
    finally:
        driver.execute_cdp_cmd("Network.setUserAgentOverride", {"userAgent": agent, "acceptLanguage": "en-US"})


# The longest name a device or a script's token may have (DeviceUseCases.maxDeviceNameLength),
# as one word: nothing to break a line at.
LONGEST_DEVICE_NAME = ("Donaudampfschifffahrtsgesellschaft" * 2)[:60]


@pytest.mark.parametrize("width", [320, 390])
@pytest.mark.parametrize("screen", ["sign-in", "devices", "pairing", "feed"])
def test_devices_screens_are_no_wider_than_a_phone(driver, token_server, screen, width):
    """The sign-in page, Settings' device list (with a script whose name is the longest accepted)
    and a pairing's QR code fit a 320 px phone: nothing scrolls sideways."""
    folder = os.environ["KADO_TOKEN_SERVER_DB"]
    listed = subprocess.run([os.environ["KADO_BIN"], "serve", "devices"], env=dict(os.environ, KADO_DB=folder),
                            capture_output=True, text=True, timeout=30, check=True).stdout
    if LONGEST_DEVICE_NAME not in listed:
        subprocess.run([os.environ["KADO_BIN"], "serve", "new-token", LONGEST_DEVICE_NAME],
                       env=dict(os.environ, KADO_DB=folder), capture_output=True, timeout=30, check=True)
    viewport = next(v for v in NARROW if v["width"] == width)
    try:
        set_viewport(driver, viewport)
        if screen == "sign-in":
            # Cookies are deleted for the page open: the token server's, where an earlier test
            # may have signed this browser in.
            driver.get(token_server + "/manifest.webmanifest")
            driver.delete_all_cookies()
            sign_in_page(driver, token_server)
        else:
            devices_screens(driver, token_server, screen)
            if screen == "devices":
                assert LONGEST_DEVICE_NAME in driver.find_element(By.CSS_SELECTOR, "main").text
        wider = overflow(driver)
        assert wider <= 0, f"{screen} at {width}px is {wider}px too wide: " + ", ".join(driver.execute_script("""
            const width = document.documentElement.clientWidth;
            return Array.from(document.querySelectorAll('main *')).filter(e => e.getBoundingClientRect().right > width + 0.5)
                .slice(0, 6).map(e => e.tagName.toLowerCase() + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right));"""))
        if screen == "pairing":
            # The QR code is whole on the screen: a phone scans it from another phone.
            box = driver.execute_script(
                "const r = document.querySelector('.pair-qr svg').getBoundingClientRect(); return [r.left, r.right, r.width];")
            assert box[0] >= 0 and box[1] <= width and box[2] >= 120, box
    finally:
        set_viewport(driver, PHONE)
