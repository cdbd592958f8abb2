"""Hearth's page, voice section, in headless Chromium through Selenium: type a command, see the
confirmation card, confirm, see the result, undo; upload a spoken WAV and see its transcript.

Usage: page_voice_test.py BASE_URL ARTEFACTS_DIR SPOKEN_WAV
Saves screenshots to ARTEFACTS_DIR. Exits non-zero on the first failure.
"""
import os
import sys

from selenium.webdriver.common.by import By

import pagekit
from selenium.webdriver.common.keys import Keys

base, artefacts, driver, wait, check = pagekit.start(height=1000)
spoken = sys.argv[3]


def by_id(name):
    return driver.find_element(By.ID, name)


def shot(name):
    by_id("voice").screenshot(os.path.join(artefacts, name))


def understood():
    return by_id("voice-understood").text


try:
    driver.get(base + "/")
    wait.until(lambda d: d.find_element(By.ID, "voice").get_attribute("data-available") == "true")
    check("Not available yet" not in by_id("voice").text, "the voice section still says it is not available")
    for field in ("voice-text", "voice-audio"):
        check(driver.find_elements(By.CSS_SELECTOR, f"label[for={field}]"), f"{field} has no label")
    wait.until(lambda d: "Nothing yet." in by_id("voice-actions").text)

    # 1. A typed command that always asks first: the confirmation card, then Confirm.
    box = by_id("voice-text")
    box.send_keys("send an email to John saying I will be late")
    box.send_keys(Keys.ENTER)
    wait.until(lambda d: by_id("voice-card").is_displayed())
    card = by_id("voice-card-text").text
    check("outbox" in card and "John" in card, f"confirmation card says {card!r}")
    check("send_email" in understood(), f"understood: {understood()!r}")
    check("Confidence" in understood() and "%" in understood(), "no confidence shown")
    check(by_id("voice-result").get_attribute("data-gate") == "confirm", "gate is not confirm")
    check(driver.switch_to.active_element == by_id("voice-confirm"), "Confirm does not have the focus")
    shot("1-confirmation-card.png")

    # The card is a form: the intent (with its alternatives) and each slot can be edited.
    body = by_id("voice-slot-email_body")
    check(body.get_attribute("value") == "I will be late", f"body field holds {body.get_attribute('value')!r}")
    check(driver.find_elements(By.CSS_SELECTOR, "label[for=voice-slot-email_body]"), "the body field has no label")
    check(driver.find_elements(By.CSS_SELECTOR, "#voice-card-intent option[value=send_email]"), "no intent choice")
    body.clear()
    body.send_keys("I will be very late")
    shot("1b-edited-card.png")

    # Confirm with the keyboard.
    by_id("voice-confirm").send_keys(Keys.ENTER)
    wait.until(lambda d: by_id("voice-outcome").get_attribute("data-state") == "done")
    outcome = by_id("voice-outcome").text
    check(outcome.startswith("Done: email to John") and ".eml" in outcome, f"outcome {outcome!r}")
    check("very late" in outcome, f"the edit did not reach the action: {outcome!r}")
    check(not by_id("voice-card").is_displayed(), "the card stays after Confirm")
    check(by_id("voice-undo").is_displayed(), "no Undo button after the action ran")
    wait.until(lambda d: "email to John" in by_id("voice-actions").text)
    shot("2-confirmed.png")

    # 2. Undo: the action is reverted and the list says so.
    by_id("voice-undo").click()
    wait.until(lambda d: by_id("voice-outcome").get_attribute("data-state") == "undone")
    check(by_id("voice-outcome").text.startswith("Undone: email to John"), by_id("voice-outcome").text)
    check(not by_id("voice-undo").is_displayed(), "Undo stays after undoing")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#voice-actions li[data-undone=true]"))
    check("(undone)" in by_id("voice-actions").text, by_id("voice-actions").text)
    shot("3-undone.png")

    # 3. Something Hearth cannot do is rejected with a reason; nothing to confirm.
    box.clear()
    box.send_keys("turn off the lights in the kitchen")
    by_id("voice-run").click()
    wait.until(lambda d: by_id("voice-result").get_attribute("data-gate") == "reject" and not by_id("voice-busy").is_displayed())
    check(by_id("voice-outcome").text.startswith("Not run:"), by_id("voice-outcome").text)
    check(not by_id("voice-card").is_displayed(), "a card for a rejected command")
    shot("4-rejected.png")

    # 4. A spoken command uploaded as WAV: the transcript and intent appear.
    by_id("voice-audio").send_keys(spoken)
    wait.until(lambda d: "Heard" in understood() and not by_id("voice-busy").is_displayed())
    text = understood()
    check("call mom" in text.lower(), f"transcript: {text!r}")
    check("add_reminder" in text, f"intent: {text!r}")
    check("speech" in text, "no speech confidence shown")
    gate = by_id("voice-result").get_attribute("data-gate")
    shot("5-spoken.png")
    if gate == "confirm":
        by_id("voice-cancel").click()
        wait.until(lambda d: by_id("voice-outcome").get_attribute("data-state") == "cancelled")
    elif gate == "auto_run":
        by_id("voice-undo").click()
        wait.until(lambda d: by_id("voice-outcome").get_attribute("data-state") == "undone")
    else:
        check(False, f"a clear spoken reminder was rejected: {text!r}")

    # 5. An error is shown, not thrown: an empty command.
    box.clear()
    by_id("voice-run").click()
    check(by_id("voice-error").is_displayed() and "Type a command" in by_id("voice-error").text, "no message for an empty command")

    # 6. Phone width: nothing wider than the screen.
    driver.set_window_size(390, 844)
    width = driver.execute_script("return document.documentElement.scrollWidth")
    check(width <= 390, f"page is {width}px wide at phone width")
    by_id("voice").screenshot(os.path.join(artefacts, "6-phone.png"))
    print(f"page voice: ok (spoken command gated {gate})")
finally:
    driver.quit()
