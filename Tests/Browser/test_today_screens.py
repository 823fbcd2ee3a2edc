"""Today on many habits (issue 35, "big screens stay light"), in real Chromium: the page opens on
its first 60 rows, the script appends the next ones in place (focus on the first new row, the
count said in the live region), check-ins on appended rows change that row alone, the page stays
clean for axe-core and no wider than a 320 px phone, scripts off the link opens the next screen
and a check-in there comes back to its row, and offline the appended rows come from the service
worker's copy and their check-ins are kept and sent once.

A `kado serve` of its own (test_offline's Server) over a database of its own with 75 habits, so
that the other tests' Today is not cut into screens.
"""

import os
import tempfile

import pytest
from selenium.webdriver.common.by import By

from browser import click, start_browser, wait
from test_accessibility import AXE_SOURCE, RETIRED_RULES, SEVERE, set_scripts
from test_offline import Server, controlled, free_port, queue_length, queued_mark, row_button, strip_text

HABITS = 75
SCREEN = 60


def name(index):
    return f"Screen habit {index:02d}"


@pytest.fixture(scope="module")
def server():
    with tempfile.TemporaryDirectory(prefix="kado-today-screens-") as folder:
        server = Server(folder, free_port())
        # A name that must be escaped among the later rows.
        for index in range(1, HABITS + 1):
            server.kado("add", name(index) if index != 70 else "Screen <b>&amp; bold</b>")
        server.start()
        try:
            yield server
        finally:
            server.stop()


@pytest.fixture
def driver(server):
    folder = tempfile.mkdtemp(prefix="kado-today-profile-")
    browser = start_browser(profile_dir=folder)
    browser.set_script_timeout(120)
    yield browser
    browser.quit()


def rows(driver):
    return driver.find_elements(By.CSS_SELECTOR, "main .habit-row")


def more_link(driver):
    links = driver.find_elements(By.CSS_SELECTOR, "main a[data-today-more]")
    return links[0] if links else None


def announced(driver):
    return driver.execute_script("return document.getElementById('announcer').textContent;")


def violations(driver):
    driver.execute_script(AXE_SOURCE)
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations'], rules: arguments[0]}).then(r => done(r.violations), e => done(String(e)));",
        RETIRED_RULES)
    assert isinstance(result, list), f"axe-core failed: {result}"
    return [(v["id"], [n["target"] for n in v["nodes"]][:4]) for v in result if v["impact"] in SEVERE]


def load_more(driver, expected_rows):
    click(driver, more_link(driver))
    wait(driver).until(lambda d: len(rows(d)) == expected_rows, f"rows: {len(rows(driver))}")


def test_the_next_rows_are_appended_in_place_and_their_check_ins_change_their_row(server, driver):
    driver.get(server.url + "/")
    assert len(rows(driver)) == SCREEN
    assert more_link(driver).text == f"Show the last {HABITS - SCREEN} habits"
    footnote = driver.find_element(By.CSS_SELECTOR, "main .today-counts .footnote").text
    assert footnote.startswith(f"0 of {HABITS} done"), footnote

    load_more(driver, HABITS)
    assert more_link(driver) is None
    # The first new row's link has the focus, and the live region says how many came.
    focused = driver.execute_script("return document.activeElement.closest('.habit-row').querySelector('b').textContent;")
    assert focused == name(SCREEN + 1)
    wait(driver).until(lambda d: announced(d) == f"{HABITS - SCREEN} more habits shown")
    # An escaped name stays text; the appended rows' buttons are named by the script too.
    assert driver.find_elements(By.XPATH, "//li[contains(@class,'habit-row')]//b[.='Screen <b>&amp; bold</b>']")
    button = row_button(driver, name(72), "contains(@class,'check')")
    assert button.get_attribute("aria-label") == f"Mark {name(72)} done"

    # A check-in on an appended row: that row changes, the others stay, the counts follow.
    click(driver, button)
    wait(driver).until(lambda d: row_button(d, name(72), "contains(@class,'check')").get_attribute("aria-pressed") == "true"
                       and not d.find_elements(By.CSS_SELECTOR, "main .habit-row.pending"))
    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "main .today-counts .footnote").text.startswith(
        f"1 of {HABITS} done"))
    assert len(rows(driver)) == HABITS
    assert server.habit(name(72))["doneToday"] is True
    assert driver.current_url == server.url + "/"
    # The habit's row is done in the page the server draws, too.
    assert "is-done" in row_button(driver, name(72), "contains(@class,'check')").find_element(
        By.XPATH, "./ancestor::li").get_attribute("class")
    click(driver, row_button(driver, name(72), "contains(@class,'check')"))
    wait(driver).until(lambda d: server.habit(name(72))["doneToday"] is False)


def test_with_appended_rows_the_page_is_clean_for_axe_and_fits_a_320_px_phone(server, driver):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 320, "height": 640, "deviceScaleFactor": 2, "mobile": True})
    driver.get(server.url + "/")
    folder = os.environ.get("KADO_SCREENSHOTS", tempfile.gettempdir())
    driver.save_screenshot(os.path.join(folder, "today-screens-320-top.png"))
    load_more(driver, HABITS)
    assert violations(driver) == []
    assert driver.execute_script(
        "return document.documentElement.scrollWidth - document.documentElement.clientWidth;") <= 0
    driver.execute_script("window.scrollTo(0, document.body.scrollHeight);")
    path = os.path.join(folder, "today-screens-320-end.png")
    driver.save_screenshot(path)
    # The first screen with its link, on a desktop.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    driver.get(server.url + "/")
    assert violations(driver) == []
    link = more_link(driver)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", link)
    driver.save_screenshot(os.path.join(os.path.dirname(path), "today-screens-desktop.png"))


def test_without_scripts_the_link_opens_the_next_screen_and_a_check_in_comes_back_to_its_row(server, driver):
    set_scripts(driver, False)
    try:
        driver.get(server.url + "/")
        assert len(rows(driver)) == SCREEN
        click(driver, more_link(driver))
        wait(driver).until(lambda d: d.current_url.endswith("/?from=60"))
        assert len(rows(driver)) == HABITS - SCREEN
        assert "Habits 61–75 of 75" in driver.find_element(By.CSS_SELECTOR, "main .today-pager").text
        click(driver, row_button(driver, name(74), "contains(@class,'check')"))
        wait(driver).until(lambda d: "#h-" in d.current_url)
        habit = server.habit(name(74))
        assert driver.current_url == f"{server.url}/?from=60#h-{habit['id']}"
        assert habit["doneToday"] is True
        assert row_button(driver, name(74), "contains(@class,'check')").get_attribute("aria-pressed") == "true"
        click(driver, row_button(driver, name(74), "contains(@class,'check')"))
        wait(driver).until(lambda d: server.habit(name(74))["doneToday"] is False)
    finally:
        set_scripts(driver, True)


def test_offline_the_appended_rows_come_from_the_kept_copy_and_their_check_ins_arrive_once(server, driver):
    driver.get(server.url + "/")
    controlled(driver)
    driver.get(server.url + "/")
    # Fetched once online: the service worker keeps the rows.
    load_more(driver, HABITS)
    applied = server.rows("SELECT count(*) FROM applied_operations")[0][0]

    server.stop()
    try:
        driver.get(server.url + "/")
        wait(driver).until(lambda d: "Offline" in strip_text(d, "offline-since"), "no offline banner")
        load_more(driver, HABITS)
        click(driver, row_button(driver, name(73), "contains(@class,'check')"))
        wait(driver).until(lambda d: queued_mark(d, name(73)) == "Not sent yet (1)")
        assert queue_length(driver) == 1
    finally:
        server.start()
    driver.get(server.url + "/")
    wait(driver).until(lambda d: server.habit(name(73))["doneToday"] is True, "the queued check-in did not arrive")
    wait(driver).until(lambda d: queue_length(d) == 0)
    driver.get(server.url + "/")
    wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "main#main"))
    assert server.rows("SELECT count(*) FROM applied_operations")[0][0] == applied + 1


def test_offline_rows_never_fetched_say_they_need_the_connection(server, driver):
    driver.get(server.url + "/")
    controlled(driver)
    driver.get(server.url + "/")
    server.stop()
    try:
        driver.get(server.url + "/")
        wait(driver).until(lambda d: "Offline" in strip_text(d, "offline-since"), "no offline banner")
        click(driver, more_link(driver))
        note = driver.find_element(By.CSS_SELECTOR, "main .today-more-note")
        wait(driver).until(lambda d: note.is_displayed())
        assert note.text.startswith("The next habits need the connection")
        wait(driver).until(lambda d: announced(d).startswith("The next habits need the connection"))
        assert len(rows(driver)) == SCREEN
    finally:
        server.start()
