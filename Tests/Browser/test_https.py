"""Built-in HTTPS in real Chromium: `kado serve --tls-cert/--tls-key` makes the app a secure
context, so its service worker registers — what plain HTTP on the network cannot have, and the
reason HTTPS is built in (issue 37).

The test starts a server of its own on a fresh database, with a test authority and a leaf for
127.0.0.1 made by the `openssl` tool; Chromium is told to trust the leaf's public key
(`--ignore-certificate-errors-spki-list`, which it honours with the profile folder WebDriver gives
it), as a phone trusts a certificate installed by its owner.
"""

import base64
import hashlib
import os
import re
import subprocess
import tempfile
import time

import pytest

from browser import start_browser

OPENSSL_CURVE = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]


def openssl(*arguments, input_bytes=None):
    return subprocess.run(["openssl", *arguments], check=True, capture_output=True, input=input_bytes,
                          timeout=60).stdout


def make_certificates(folder):
    """A test authority and a leaf for 127.0.0.1 and localhost signed by it: the leaf's paths and
    the base64 SHA-256 of its public key."""
    ca_key, ca_cert = os.path.join(folder, "ca.key"), os.path.join(folder, "ca.crt")
    key, request, cert = (os.path.join(folder, name) for name in ("leaf.key", "leaf.csr", "leaf.crt"))
    extensions = os.path.join(folder, "leaf.ext")
    with open(extensions, "w") as file:
        file.write("subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n")
    openssl("req", "-x509", *OPENSSL_CURVE, "-keyout", ca_key, "-out", ca_cert, "-days", "2",
            "-subj", "/CN=Kado Browser Test CA")
    openssl("req", "-new", *OPENSSL_CURVE, "-keyout", key, "-out", request, "-subj", "/CN=127.0.0.1")
    openssl("x509", "-req", "-in", request, "-CA", ca_cert, "-CAkey", ca_key, "-set_serial", "1", "-days", "2",
            "-out", cert, "-extfile", extensions)
    public_key = openssl("x509", "-in", cert, "-pubkey", "-noout")
    spki = openssl("pkey", "-pubin", "-outform", "der", input_bytes=public_key)
    return cert, key, base64.b64encode(hashlib.sha256(spki).digest()).decode()


@pytest.fixture(scope="module")
def https_server():
    """`kado serve --tls-cert --tls-key` on a free port and a database of its own: its https URL
    and the leaf's SPKI hash. Stopped at the end of the module."""
    with tempfile.TemporaryDirectory(prefix="kado-https-") as folder:
        cert, key, spki = make_certificates(folder)
        environment = dict(os.environ, KADO_DB=os.path.join(folder, "kado.sqlite"))
        output = open(os.path.join(folder, "serve.out"), "w+")
        server = subprocess.Popen(
            [os.environ["KADO_BIN"], "serve", "--port", "0", "--tls-cert", cert, "--tls-key", key],
            stdout=output, stderr=subprocess.STDOUT, env=environment)
        try:
            url = None
            deadline = time.time() + 30
            while url is None and time.time() < deadline:
                assert server.poll() is None, "kado serve stopped: " + open(output.name).read()
                found = re.search(r"running at (https://\S+)", open(output.name).read())
                url = found.group(1).rstrip("/") if found else None
                time.sleep(0.05)
            assert url, "kado serve printed no https URL: " + open(output.name).read()
            yield url, spki
        finally:
            server.terminate()
            server.wait(timeout=30)
            output.close()


def test_service_worker_registers_over_https(https_server):
    url, spki = https_server
    driver = start_browser(arguments=[f"--ignore-certificate-errors-spki-list={spki}"])
    driver.set_script_timeout(30)
    try:
        driver.get(url + "/")
        assert driver.execute_script("return window.isSecureContext") is True
        assert driver.execute_script("return location.protocol") == "https:"
        # Resolves once the worker is active; a failed registration never resolves it.
        scope = driver.execute_async_script(
            """
            const done = arguments[arguments.length - 1];
            const timer = setTimeout(() => done("timed out"), 20000);
            navigator.serviceWorker.ready.then(registration => { clearTimeout(timer); done(registration.scope); });
            """)
        assert scope == url + "/", scope
    finally:
        driver.quit()
