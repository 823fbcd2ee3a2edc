"""Shared by the browser tests and the screenshot script: a headless Chromium driven over
WebDriver (Debian's chromium and chromedriver), pointed at the server run.sh started."""

import os
import re
import shutil

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

# How long an explicit wait may take before the test fails (the server answers in milliseconds;
# the margin is for a loaded CI machine).
WAIT_SECONDS = 15

PHONE = {"width": 390, "height": 844, "scale": 2, "mobile": True}
DESKTOP = {"width": 1280, "height": 800, "scale": 1, "mobile": False}


def base_url():
    """The server's URL, without the trailing slash (run.sh exports KADO_URL)."""
    url = os.environ.get("KADO_URL")
    if not url:
        raise RuntimeError("KADO_URL is not set: run the browser tests through Tests/Browser/run.sh")
    return url.rstrip("/")


def _find(names, fallbacks):
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    for path in fallbacks:
        if os.path.exists(path):
            return path
    raise RuntimeError(f"cannot find {names[0]}: install Debian's chromium and chromium-driver")


def start_browser(download_dir=None, viewport=PHONE, profile_dir=None, arguments=()):
    """A headless Chromium whose console log can be read, downloading into `download_dir`, given
    the command-line `arguments` besides the usual ones; with `profile_dir`, its profile (service
    workers, caches, IndexedDB) is kept there, so that a browser started again on it finds them."""
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get(
        "CHROMIUM_BIN", _find(["chromium", "chromium-browser"], ["/usr/lib/chromium/chromium"]))
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--lang=en-US", "--window-size=1280,900", "--disable-features=Translate",
                     "--no-first-run", "--no-default-browser-check", "--hide-scrollbars", *arguments]:
        options.add_argument(argument)
    if profile_dir:
        options.add_argument(f"--user-data-dir={profile_dir}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    if download_dir:
        options.add_experimental_option("prefs", {
            "download.default_directory": download_dir,
            "download.prompt_for_download": False,
            "download.directory_upgrade": True,
            "safebrowsing.enabled": False,
        })
    driver_path = os.environ.get("CHROMEDRIVER_BIN", _find(["chromedriver"], ["/usr/lib/chromium/chromedriver"]))
    driver = webdriver.Chrome(options=options, service=Service(driver_path))
    if download_dir:
        driver.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": download_dir})
    set_viewport(driver, viewport)
    return driver


def set_viewport(driver, viewport):
    """Emulates a screen of `viewport` CSS pixels (a phone's also gets touch and its pixel ratio)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": viewport["width"], "height": viewport["height"],
        "deviceScaleFactor": viewport["scale"], "mobile": viewport["mobile"],
    })


def set_color_scheme(driver, scheme):
    """Emulates prefers-color-scheme: `light` or `dark`."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": scheme}]})


def wait(driver, seconds=WAIT_SECONDS):
    # While a form's POST → 303 → GET replaces the page, Chromium may answer a query about an
    # element of the old page with "unhandled inspector error" rather than a stale element. Such
    # answers only mean "not yet": the condition is asked again, and the wait still fails if it
    # never holds.
    return WebDriverWait(driver, seconds, ignored_exceptions=(WebDriverException,))


def open_page(driver, path):
    """Loads `path` and waits for its <main>."""
    driver.get(base_url() + path)
    return wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "main#main")))


def by_label(driver, label, tag="button"):
    """The element whose accessible name (aria-label) is `label`."""
    return driver.find_element(By.CSS_SELECTOR, f'{tag}[aria-label="{css_string(label)}"]')


def click(driver, element):
    """Clicks `element` after scrolling it to the middle of the screen (the tab bar, fixed at the
    bottom of a phone's screen, would otherwise catch clicks meant for what lies under it)."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'});", element)
    element.click()
    return element


def unfold(driver, element_id):
    """Opens the folded part of a screen (`<details>`) that holds the element `element_id`, as a
    tap on its title would, and returns the element."""
    return driver.execute_script(
        "const e = document.getElementById(arguments[0]); const d = e && e.closest('details');"
        " if (d) d.open = true; return e;", element_id)


def css_string(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def percent(text):
    """The number in a percentage as the page writes it: `42%` or, in French, `42 %`."""
    match = re.search(r"(\d+)\s*%", text.replace("\u202f", " ").replace("\u00a0", " "))
    if not match:
        raise AssertionError(f"no percentage in {text!r}")
    return int(match.group(1))


def severe_console_errors(driver):
    """The console's errors since the last call (the log is read once)."""
    return [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]
