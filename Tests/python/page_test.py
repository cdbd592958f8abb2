"""Hearth's page in headless Chromium through Selenium: send a message, watch it stream, stop one.

Usage: page_test.py BASE_URL ARTEFACTS_DIR
Saves screenshots to ARTEFACTS_DIR. Exits non-zero on the first failure.
"""
import os
import sys

from selenium.webdriver.common.by import By

import pagekit
from selenium.webdriver.common.keys import Keys

base, artefacts, driver, wait, check = pagekit.start(height=900)


def assistant_messages():
    return driver.find_elements(By.CSS_SELECTOR, "#messages li.assistant")


try:
    driver.get(base + "/")
    check(driver.title == "Hearth", f"title {driver.title!r}")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#model option"))
    picked = driver.find_element(By.ID, "model").get_attribute("value")
    check(picked == "smollm2-135m", f"model picker shows {picked!r}")
    wait.until(lambda d: "smollm2-135m" in d.find_element(By.ID, "status-list").text)
    check("llama.cpp" in driver.find_element(By.ID, "status-list").text, "status panel lacks the backend")
    check(driver.find_element(By.CSS_SELECTOR, "label[for=prompt]") is not None, "the message box has no label")

    # 1. A chat message, sent with the keyboard; the answer streams in and completes.
    prompt = driver.find_element(By.ID, "prompt")
    prompt.send_keys("What is the capital of France? Answer in one word.")
    prompt.send_keys(Keys.ENTER)
    seen_partial = []

    def answered(d):
        items = assistant_messages()
        if not items:
            return False
        text = items[-1].find_element(By.CSS_SELECTOR, ".text").text
        if text and items[-1].get_attribute("data-done") != "true":
            seen_partial.append(text)
        return items[-1].get_attribute("data-done") == "true"

    wait.until(answered)
    first = assistant_messages()[-1]
    answer = first.find_element(By.CSS_SELECTOR, ".text").text
    # The page samples (temperature 1, as OpenAI's default), so the words vary: check the answer
    # arrived, complete, with its timings.
    check(len(answer.strip()) > 0, "empty answer")
    check("tok/s" in first.find_element(By.CSS_SELECTOR, ".metrics").text, "no timings under the answer")
    driver.save_screenshot(os.path.join(artefacts, "chat-answered.png"))

    # 2. A long answer, stopped with the Stop button while it streams. The small model streams
    # faster than a poll from here can see, so the page itself presses Stop (a real click event on
    # the button) as the first words of the answer appear.
    before = len(assistant_messages())
    driver.execute_script("""
        const list = document.getElementById("messages");
        const observer = new MutationObserver(() => {
          const items = list.querySelectorAll("li.assistant");
          const last = items[items.length - 1];
          if (items.length > arguments[0] && last.dataset.done !== "true" && last.querySelector(".text").textContent) {
            window.hearthTestPartial = last.querySelector(".text").textContent;
            observer.disconnect();
            document.getElementById("stop").click();
          }
        });
        observer.observe(list, { childList: true, subtree: true, characterData: true });
    """, before)
    prompt.send_keys("Count from 1 to 500, separated by commas.")
    driver.find_element(By.ID, "send").click()
    wait.until(lambda d: len(assistant_messages()) == before + 1 and assistant_messages()[-1].get_attribute("data-done") == "true")
    partial = driver.execute_script("return window.hearthTestPartial || ''")
    shown = driver.execute_script("const items = document.querySelectorAll('#messages li.assistant .text'); return items[items.length - 1].textContent")
    check(shown.strip() == partial.strip(), f"text kept arriving after Stop: {partial!r} then {shown!r}")
    second = assistant_messages()[-1]
    check(second.find_element(By.CSS_SELECTOR, ".metrics").text == "stopped", "the stopped answer is not marked stopped")
    check(not driver.find_element(By.ID, "send").get_property("disabled"), "Send stays disabled after Stop")
    check(driver.find_element(By.ID, "stop").get_property("disabled"), "Stop stays enabled after Stop")
    check(partial, "no streamed text before Stop")
    driver.save_screenshot(os.path.join(artefacts, "chat-stopped.png"))

    # 3. Every section has its backend in this build: none says "not available yet".
    for section in ("search", "voice", "data"):
        text = driver.find_element(By.ID, section).text
        check("Not available yet" not in text, f"{section}: {text!r}")

    # 4. Phone width: nothing wider than the screen.
    driver.set_window_size(390, 844)
    width = driver.execute_script("return document.documentElement.scrollWidth")
    check(width <= 390, f"page is {width}px wide at phone width")
    driver.save_screenshot(os.path.join(artefacts, "phone.png"))
    print(f"page: ok (answer {answer!r}, stopped after {len(partial)} characters)")
finally:
    driver.quit()
