"""Today and a habit's page in German and Spanish (issue 39), in real Chromium: a browser that asks
for German (`Accept-Language`) gets German with no setting made, and Spanish likewise; at 320 px
and 390 px (German words are long) nothing is wider than the screen and no text is cut off by a
box that hides what overflows it. Screenshots are kept in KADO_SCREENSHOTS (or the temporary
folder): languages-de-today-320.png and the like.

A `kado serve` of its own (test_offline's Server) over a database of its own, its language left
at auto, with long German names and every kind of habit.
"""

import os
import tempfile

import pytest
from selenium.webdriver.common.by import By

from browser import start_browser, wait
from test_offline import Server, free_port

NAMES = [
    "Morgendliche Dehnübungen für den unteren Rücken",
    "Wasser",
    "Zeitungslektüre",
    "Keine Süßigkeiten",
    "Höchstens zwei Tassen Kaffee",
]

# Elements whose text is cut off by a box that hides its overflow (and draws no ellipsis), and
# elements of the page that reach beyond the screen's right edge.
CLIPPED = """
const found = [];
for (const element of document.querySelectorAll('main *')) {
  const style = getComputedStyle(element);
  const rect = element.getBoundingClientRect();
  // Text for screen readers only is a 1 px box that hides its text by design.
  if (rect.width <= 1 || rect.height <= 1 || style.visibility === 'hidden' || element.closest('.visually-hidden')) continue;
  const hides = ['hidden', 'clip'].includes(style.overflowX);
  if (hides && style.textOverflow !== 'ellipsis' && element.scrollWidth > element.clientWidth + 1
      && element.textContent.trim() !== '') {
    found.push('cut: ' + element.tagName + '.' + element.className + ' "' + element.textContent.trim().slice(0, 40) + '"');
  }
  let inScroller = false;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) { inScroller = true; break; }
  }
  if (!inScroller && rect.right > window.innerWidth + 1) {
    found.push('beyond the screen: ' + element.tagName + '.' + element.className + ' ' + Math.round(rect.right));
  }
}
return found;
"""

# On Today, each habit's name keeps room to be read (a few letters at least, then an ellipsis),
# and the row's control does not cover its facts.
CROWDED = """
const found = [];
for (const row of document.querySelectorAll('main .habit-row')) {
  const name = row.querySelector('a > span > b');
  const facts = row.querySelector('a > span');
  const control = row.querySelector('a ~ *');
  if (name && name.getBoundingClientRect().width < 40) {
    found.push('no room for the name: "' + name.textContent + '" ' + Math.round(name.getBoundingClientRect().width) + 'px');
  }
  if (facts && control && facts.getBoundingClientRect().right > control.getBoundingClientRect().left + 1) {
    found.push('the control covers the facts of "' + (name ? name.textContent : '?') + '"');
  }
}
return found;
"""

WORDS = {
    "de": {"today": "Heute"},
    "es": {"today": "Hoy"},
}


@pytest.fixture(scope="module")
def server():
    with tempfile.TemporaryDirectory(prefix="kado-languages-") as folder:
        server = Server(folder, free_port())
        server.kado("add", NAMES[0])
        server.kado("add", NAMES[1], "--type", "counter:8", "--unit", "Gläser")
        server.kado("add", NAMES[2], "--type", "timer:30", "--every", "3/week")
        server.kado("add", NAMES[3], "--type", "negative")
        server.kado("add", NAMES[4], "--type", "atmost:2", "--unit", "Tassen")
        server.kado("done", NAMES[0])
        server.kado("log", NAMES[1], "5")
        server.start()
        try:
            yield server
        finally:
            server.stop()


def browser_asking_for(language):
    return start_browser(arguments=(f"--lang={language}", f"--accept-lang={language}"))


def fits(driver, width, path):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": 760, "deviceScaleFactor": 2, "mobile": True})
    driver.get(path)
    wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "main#main"))
    overflow = driver.execute_script(
        "return document.documentElement.scrollWidth - document.documentElement.clientWidth;")
    return overflow, driver.execute_script(CLIPPED)


@pytest.mark.parametrize("language", ["de", "es"])
def test_the_browser_language_is_spoken_with_no_setting_made(server, language):
    driver = browser_asking_for(language)
    try:
        driver.get(server.url + "/")
        wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "main#main"))
        assert driver.execute_script("return document.documentElement.lang;") == language
        heading = driver.find_element(By.CSS_SELECTOR, "main h1").text
        assert heading == WORDS[language]["today"], heading
    finally:
        driver.quit()


@pytest.mark.parametrize("language", ["de", "es"])
@pytest.mark.parametrize("width", [320, 390])
def test_today_and_a_habit_fit_a_phone(server, language, width):
    folder = os.environ.get("KADO_SCREENSHOTS", tempfile.gettempdir())
    habit = server.habit(NAMES[0])["id"]
    driver = browser_asking_for(language)
    try:
        for page, path in [("today", "/"), ("detail", f"/habits/{habit}")]:
            overflow, clipped = fits(driver, width, server.url + path)
            driver.save_screenshot(os.path.join(folder, f"languages-{language}-{page}-{width}.png"))
            assert overflow <= 0, f"{page} in {language} is {overflow}px wider than {width}px"
            assert clipped == [], f"{page} in {language} at {width}px: {clipped}"
            # A habit's name as the page's title has the screen's whole width: its words break
            # between words, not every few letters.
            title = driver.execute_script(
                "const h = document.querySelector('main h1'); return [h.getBoundingClientRect().width, innerWidth];")
            if page == "detail":
                assert title[0] >= title[1] - 64, f"the title is {title[0]}px wide on a {width}px screen"
            if page == "today":
                crowded = driver.execute_script(CROWDED)
                assert crowded == [], f"today in {language} at {width}px: {crowded}"
    finally:
        driver.quit()
