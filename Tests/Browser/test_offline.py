"""Offline first, in real Chromium (issue 37): the service worker opens the pages last seen when
the server is down, check-ins made then are kept in IndexedDB across a browser restart, and the
server applies each exactly once when it is back.

These tests start a `kado serve` of their own on 127.0.0.1 (a secure context, where service
workers run) with a database of their own, stop it to play the server being out of reach, and
start it again on the same port. Every wait is bounded.
"""

import json
import os
import socket
import sqlite3
import subprocess
import tempfile
import time
import urllib.parse
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from browser import click, start_browser, wait

START_SECONDS = 60


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """A `kado serve` on 127.0.0.1:`port` over `database`, started and stopped by the test."""

    def __init__(self, folder, port):
        self.folder = folder
        self.port = port
        self.database = os.path.join(folder, "kado.sqlite")
        self.process = None
        self.environment = dict(os.environ, KADO_DB=self.database, HOME=os.path.join(folder, "home"),
                                XDG_DATA_HOME=os.path.join(folder, "home", "data"))
        os.makedirs(self.environment["HOME"], exist_ok=True)

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def kado(self, *arguments):
        subprocess.run([os.environ["KADO_BIN"], *arguments], env=self.environment, check=True,
                       stdout=subprocess.DEVNULL, timeout=60)

    def start(self):
        log = open(os.path.join(self.folder, "serve.log"), "ab")
        self.process = subprocess.Popen([os.environ["KADO_BIN"], "serve", "--port", str(self.port)],
                                        env=self.environment, stdout=log, stderr=log)
        log.close()
        deadline = time.time() + START_SECONDS
        while True:
            try:
                with urllib.request.urlopen(self.url + "/", timeout=30) as response:
                    if response.status == 200:
                        return
            except Exception as error:
                if self.process.poll() is not None or time.time() > deadline:
                    raise RuntimeError(f"kado serve did not answer on {self.url}: {error}")
                time.sleep(0.1)

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=15)
        self.process = None

    def api(self, path):
        with urllib.request.urlopen(self.url + path, timeout=10) as response:
            return json.load(response)

    def habit(self, name):
        return self.api("/api/habits/" + urllib.parse.quote(name))

    def rows(self, sql, *arguments):
        with sqlite3.connect(f"file:{self.database}?mode=ro", uri=True, timeout=10) as connection:
            return connection.execute(sql, arguments).fetchall()


@pytest.fixture
def world():
    with tempfile.TemporaryDirectory(prefix="kado-offline-") as folder:
        server = Server(folder, free_port())
        for arguments in [["add", "Read"], ["add", "Water", "--type", "counter:8"], ["add", "Journal"],
                          ["add", "Walk"]]:
            server.kado(*arguments)
        server.start()
        browsers = []

        def browser():
            driver = start_browser(profile_dir=os.path.join(folder, "profile"))
            browsers.append(driver)
            return driver

        try:
            yield server, browser
        finally:
            for driver in browsers:
                try:
                    driver.quit()
                except Exception:
                    pass
            server.stop()


def until(driver, script, *arguments, message=""):
    """Waits (bounded) until `script` returns something true, and returns it."""
    return wait(driver).until(lambda d: d.execute_script(script, *arguments), message)


def controlled(driver):
    until(driver, "return navigator.serviceWorker && navigator.serviceWorker.controller !== null",
          message="the service worker never took the page")


def kept_pages(driver):
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "caches.open('kado-pages').then(c => c.keys()).then(k => done(k.map(r => new URL(r.url).pathname)), () => done([]));")


def visit_while_online(driver, server, paths):
    """Opens each page once the service worker controls the tab, so that it keeps them."""
    driver.get(server.url + "/")
    controlled(driver)
    for path in paths:
        driver.get(server.url + path)
        wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "main#main"))
    wanted = {urllib.parse.urlparse(path).path for path in paths}
    wait(driver).until(lambda d: wanted <= set(kept_pages(d)), f"pages kept: {kept_pages(driver)}")


def row_button(driver, name, css):
    return driver.find_element(
        By.XPATH, f"//li[contains(@class,'habit-row')][a//b[normalize-space()='{name}']]//button[{css}]")


def queued_mark(driver, name):
    marks = driver.find_elements(
        By.XPATH, f"//li[contains(@class,'habit-row')][a//b[normalize-space()='{name}']]//span[@class='queued-mark']")
    return marks[0].text if marks else ""


def strip_text(driver, part):
    elements = driver.find_elements(By.CSS_SELECTOR, f"#offline .{part}")
    return elements[0].text if elements and elements[0].is_displayed() else ""


def queue_length(driver):
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "KadoQueue.all('queue').then(q => done(q.length), e => done(-1));")


def test_checkins_made_offline_survive_a_browser_restart_and_arrive_once(world):
    server, browser = world
    journal = server.habit("Journal")["id"]
    driver = browser()
    # The habit's page with today's day editor (its note and skip forms), kept as the habit's page.
    journal_page = f"/habits/{journal}?day=2026-04-10"
    visit_while_online(driver, server, ["/", "/overview", journal_page])

    server.stop()
    driver.get(server.url + "/")
    wait(driver).until(lambda d: "Offline" in strip_text(d, "offline-since"), "no offline banner")
    assert "kept on this device" in strip_text(driver, "offline-since")

    click(driver, row_button(driver, "Read", "contains(@class,'check')"))
    wait(driver).until(lambda d: queued_mark(d, "Read") == "Not sent yet (1)")
    assert row_button(driver, "Read", "contains(@class,'check')").get_attribute("aria-pressed") == "true"
    for _ in range(3):
        click(driver, row_button(driver, "Water", "@name='plus'"))
    wait(driver).until(lambda d: queued_mark(d, "Water") == "Not sent yet (3)", "three taps are three operations")
    click(driver, row_button(driver, "Walk", "contains(@class,'check')"))
    wait(driver).until(lambda d: queued_mark(d, "Walk") == "Not sent yet (1)")

    driver.get(server.url + journal_page)
    wait(driver).until(lambda d: "Offline" in strip_text(d, "offline-since"))
    driver.execute_script(
        "const form = document.querySelector(\"form[action$='/note']\");"
        "form.querySelector('textarea[name=note]').value = 'written on the train';"
        "form.requestSubmit();")
    wait(driver).until(lambda d: queue_length(d) == 6)
    driver.execute_script("document.querySelector(\"form[action$='/skip']\").requestSubmit();")
    wait(driver).until(lambda d: queue_length(d) == 7)
    wait(driver).until(lambda d: "Changes not sent yet: 7" in strip_text(d, "offline-pending"))
    assert driver.find_elements(By.CSS_SELECTOR, "main .queued-mark"), "the habit's page marks its changes"

    # The browser is closed with its queue, Walk is deleted meanwhile, and both come back.
    driver.quit()
    server.kado("delete", "Walk", "--yes")
    server.start()
    driver = browser()
    driver.get(server.url + "/")
    wait(driver).until(lambda d: server.habit("Water")["amount"] == 3, "the counter's taps did not arrive")
    wait(driver).until(lambda d: "Walk" in strip_text(d, "offline-refused"), "the refusal is not shown")
    assert "deleted" in strip_text(driver, "offline-refused")
    wait(driver).until(lambda d: queue_length(d) == 0)
    assert server.habit("Read")["doneToday"] is True
    assert server.rows("SELECT count(*) FROM applied_operations")[0][0] == 7
    assert server.rows("SELECT note FROM completions WHERE habit_id = ? AND deleted_at IS NULL",
                       journal) == [("written on the train",)]
    assert server.rows("SELECT count(*) FROM skips WHERE habit_id = ? AND deleted_at IS NULL", journal)[0][0] == 1
    assert not queued_mark(driver, "Water")

    # Opened again, the page sends nothing twice: the counter stays at 3.
    driver.get(server.url + "/")
    wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "main#main"))
    assert server.habit("Water")["amount"] == 3
    # The refusal stays until dismissed.
    click(driver, driver.find_element(By.CSS_SELECTOR, "#offline .offline-refused button"))
    wait(driver).until(lambda d: not strip_text(d, "offline-refused"))


def test_a_lost_answer_changes_nothing_twice(world):
    server, browser = world
    water = server.habit("Water")["id"]
    driver = browser()
    driver.get(server.url + "/")
    controlled(driver)
    # The operation is in the queue; the server applies it but its answer is lost (sent here
    # without touching the queue); the queue then sends it again.
    outcome = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "const operation = {id: KadoQueue.newID(), habit: arguments[0], day: document.body.dataset.day,"
        "  madeAt: new Date().toISOString(), kind: 'increase'};"
        "const post = () => fetch('/api/operations', {method: 'POST', credentials: 'same-origin',"
        "  headers: {'Content-Type': 'application/json'}, body: JSON.stringify({operations: [operation]})})"
        "  .then(r => r.json());"
        "KadoQueue.add({operation: operation, name: 'Water', what: 'one step up'})"
        "  .then(post).then(first => KadoQueue.send().then(sent => post().then(third =>"
        "    done({first: first.results[0].outcome, sent: sent, third: third.results[0].outcome}))))"
        "  .catch(e => done({error: String(e)}));", water)
    assert outcome.get("first") == "applied", outcome
    assert outcome["sent"]["applied"] == 1 and outcome["sent"]["refused"] == 0, outcome
    assert outcome["third"] == "alreadyApplied", outcome
    assert queue_length(driver) == 0
    assert server.habit("Water")["amount"] == 1
