"""What every page test shares: headless Chromium through Selenium, a wait that is a hang guard (not
a timing assertion), and `check`, which saves a screenshot and exits non-zero on the first failure.

    base, artefacts, driver, wait, check = pagekit.start(height=1000)
"""
import os
import sys

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait


def start(height=1000):
    """BASE_URL and ARTEFACTS_DIR from the command line, a driver at 1200 x `height`, its wait and `check`."""
    base, artefacts = sys.argv[1].rstrip("/"), sys.argv[2]
    os.makedirs(artefacts, exist_ok=True)
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", f"--window-size=1200,{height}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    wait = WebDriverWait(driver, 3600, poll_frequency=0.05, ignored_exceptions=(StaleElementReferenceException,))

    def check(condition, message):
        if not condition:
            driver.save_screenshot(os.path.join(artefacts, "failure.png"))
            print("FAIL:", message, file=sys.stderr)
            driver.quit()
            sys.exit(1)

    return base, artefacts, driver, wait, check
