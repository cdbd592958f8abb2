"""Hearth's data section, model packs and status in headless Chromium through Selenium: chat once
(the page saves it), see it in the data section, delete conversations through the confirmation
step, see the list empty; the status shows the governor's tier.

Usage: page_data_test.py BASE_URL ARTEFACTS_DIR
Saves screenshots to ARTEFACTS_DIR. Exits non-zero on the first failure.
"""
import json
import os
import sys
import urllib.request

from selenium.webdriver.common.by import By

import pagekit
from selenium.webdriver.common.keys import Keys

base, artefacts, driver, wait, check = pagekit.start(height=1400)


def api(path):
    with urllib.request.urlopen(base + path) as response:
        return json.load(response)


def conversations():
    return driver.find_elements(By.CSS_SELECTOR, "#conversation-list li.conversation")


try:
    driver.get(base + "/")
    check(driver.find_element(By.ID, "data").get_attribute("data-available") in (None, "true"), "data section marked unavailable")
    check("Not available yet" not in driver.find_element(By.ID, "data").text, "the data section says it is unavailable")

    # The status shows the governor's tier and why, the memory and the resident model.
    wait.until(lambda d: "Tier" in d.find_element(By.ID, "status-list").text)
    status = driver.find_element(By.ID, "status-list").text
    tier = api("/api/status")["governor"]["tier"]
    check(tier in status, f"the status lacks the tier {tier!r}: {status!r}")
    check("Why" in status and "Memory" in status and "smollm2-135m" in status, f"status: {status!r}")

    # The packs panel lists the catalogue: the resident pack, and a switch button for qwen.
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#pack-list li.pack"))
    resident = driver.find_elements(By.CSS_SELECTOR, "#pack-list li.pack[data-resident=true]")
    check([p.get_attribute("data-id") for p in resident] == ["smollm2-135m"], "resident pack not marked")
    check(driver.find_elements(By.CSS_SELECTOR, "#pack-list li[data-id='qwen2.5-coder-0.5b'] button.switch"), "no Switch for qwen")
    check("unverified" in driver.find_element(By.CSS_SELECTOR, "#pack-list li[data-id='phi-4-mini']").text, "phi-4-mini not shown unverified")
    driver.save_screenshot(os.path.join(artefacts, "status-and-packs.png"))

    # Install a pack from the page: a progress bar fills from the server's events, then the
    # pack shows as installed and gets a Switch button.
    driver.find_element(By.CSS_SELECTOR, "#pack-list li[data-id='page-fixture'] button.install").click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#pack-list li[data-id='page-fixture'][data-installed=true]"))
    fixture = driver.find_element(By.CSS_SELECTOR, "#pack-list li[data-id='page-fixture']")
    check("installed and verified" in fixture.text and fixture.find_elements(By.CSS_SELECTOR, "button.switch"), f"after install: {fixture.text!r}")
    check(not driver.find_element(By.ID, "packs-error").is_displayed(), driver.find_element(By.ID, "packs-error").text)
    check([m for m in api("/api/models")["models"] if m["id"] == "page-fixture"][0]["installed"], "the API does not list the pack as installed")

    # Nothing saved yet.
    wait.until(lambda d: d.find_element(By.ID, "conversations-empty").is_displayed())
    check(not conversations(), "conversations listed before any chat")

    # One chat from the page: saved as a conversation, which appears in the data section.
    prompt = driver.find_element(By.ID, "prompt")
    prompt.send_keys("Name one colour of the rainbow.")
    prompt.send_keys(Keys.ENTER)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#messages li.assistant[data-done=true]"))
    wait.until(lambda d: len(conversations()) == 1)
    item = conversations()[0]
    check("Name one colour of the rainbow." in item.text, f"conversation item: {item.text!r}")
    check("2 messages" in item.text, f"conversation item: {item.text!r}")
    saved = api("/api/conversations")["conversations"]
    check(len(saved) == 1 and saved[0]["message_count"] == 2, f"API: {saved!r}")
    driver.save_screenshot(os.path.join(artefacts, "conversation-saved.png"))

    # A second message continues the same conversation.
    prompt.send_keys("Another one, please.")
    prompt.send_keys(Keys.ENTER)
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#messages li.assistant[data-done=true]")) == 2)
    wait.until(lambda d: "4 messages" in conversations()[0].text)
    check(len(api("/api/conversations")["conversations"]) == 1, "the second turn started a new conversation")

    # Delete conversations: the confirmation step first; Cancel deletes nothing.
    driver.find_element(By.CSS_SELECTOR, "#delete-buttons button[data-category=conversations]").click()
    confirm = driver.find_element(By.ID, "delete-confirm")
    check(confirm.is_displayed(), "no confirmation step")
    check("cannot be undone" in confirm.text, f"confirmation: {confirm.text!r}")
    driver.save_screenshot(os.path.join(artefacts, "delete-confirm.png"))
    driver.find_element(By.ID, "delete-no").click()
    check(not confirm.is_displayed(), "Cancel left the confirmation open")
    check(len(api("/api/conversations")["conversations"]) == 1, "Cancel deleted something")

    driver.find_element(By.CSS_SELECTOR, "#delete-buttons button[data-category=conversations]").click()
    driver.find_element(By.ID, "delete-yes").click()
    wait.until(lambda d: not conversations() and d.find_element(By.ID, "conversations-empty").is_displayed())
    check(api("/api/conversations")["conversations"] == [], "the API still lists conversations")
    check("Deleted conversations" in driver.find_element(By.ID, "data-status").text, "no deletion report")
    driver.save_screenshot(os.path.join(artefacts, "conversations-deleted.png"))

    # Models need the typed phrase: Delete without it is refused, and the packs stay installed.
    driver.find_element(By.CSS_SELECTOR, "#delete-buttons button[data-category=models]").click()
    check(driver.find_element(By.ID, "delete-phrase").is_displayed(), "no phrase box for models")
    driver.find_element(By.ID, "delete-yes").click()
    wait.until(lambda d: "delete models" in d.find_element(By.ID, "data-status").text)
    driver.find_element(By.ID, "delete-no").click()
    installed = [m["id"] for m in api("/api/models")["models"] if m["installed"]]
    check("smollm2-135m" in installed, f"models were deleted without the phrase: {installed!r}")

    # A new chat after the deletion starts a new conversation (the old id is forgotten).
    driver.find_element(By.ID, "new-chat").click()
    prompt.send_keys("Hello again.")
    prompt.send_keys(Keys.ENTER)
    wait.until(lambda d: len(conversations()) == 1)
    check("2 messages" in conversations()[0].text, f"after deletion: {conversations()[0].text!r}")

    # Phone width: nothing wider than the screen.
    driver.set_window_size(390, 844)
    width = driver.execute_script("return document.documentElement.scrollWidth")
    check(width <= 390, f"page is {width}px wide at phone width")
    driver.save_screenshot(os.path.join(artefacts, "phone.png"))
    print(f"page data: ok (tier {tier})")
finally:
    driver.quit()
