"""Hearth's page, search section, in headless Chromium through Selenium: add documents (pasted and
chosen as a file), search and see each hit's "why", ask and see the answer with numbered citations.

Usage: page_search_test.py BASE_URL ARTEFACTS_DIR
The server must use a fresh data folder (nothing indexed). Saves screenshots to ARTEFACTS_DIR.
Exits non-zero on the first failure.
"""
import os
import sys
import tempfile

from selenium.webdriver.common.by import By

import pagekit
from selenium.webdriver.common.keys import Keys

base, artefacts, driver, wait, check = pagekit.start(height=1000)


def by_id(name):
    return driver.find_element(By.ID, name)


try:
    driver.get(base + "/")
    wait.until(lambda d: by_id("search").get_attribute("data-available") == "true")
    check("Not available yet" not in by_id("search").text, "the search section says it is not available")
    for field in ("doc-name", "doc-text", "doc-files", "search-query", "ask-question"):
        check(driver.find_elements(By.CSS_SELECTOR, f"label[for={field}]"), f"{field} has no label")

    # 1. Add a document by pasting text.
    driver.find_element(By.CSS_SELECTOR, "#add-documents summary").click()
    wait.until(lambda d: "Nothing indexed yet" in by_id("documents").text)
    by_id("doc-name").send_keys("house.md")
    by_id("doc-text").send_keys("# Wifi\n\nThe guest wifi password is tulip-42.\n\n# Bins\n\nThe recycling bin goes out on Tuesday evenings.\n")
    by_id("index-add").click()
    wait.until(lambda d: "house.md: added" in by_id("index-result").text)
    wait.until(lambda d: "house.md" in by_id("documents").text)

    # 2. Add a document by choosing a file.
    folder = tempfile.mkdtemp()
    garden = os.path.join(folder, "garden.md")
    with open(garden, "w") as handle:
        handle.write("# Garden\n\nTomatoes need six hours of sun a day. Water them in the morning, never at night.\n")
    by_id("doc-files").send_keys(garden)
    by_id("index-add").click()
    wait.until(lambda d: "garden.md: added" in by_id("index-result").text)
    wait.until(lambda d: "garden.md" in by_id("documents").text)
    driver.save_screenshot(os.path.join(artefacts, "documents-added.png"))

    # 3. Search with the keyboard; each hit shows its document and why it matched.
    query = by_id("search-query")
    query.send_keys("when should plants get watering")
    query.send_keys(Keys.ENTER)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#search-hits li.hit"))
    first = driver.find_elements(By.CSS_SELECTOR, "#search-hits li.hit")[0]
    check("garden.md" in first.find_element(By.CSS_SELECTOR, ".doc").text, f"first hit: {first.text!r}")
    why = first.find_element(By.CSS_SELECTOR, ".why").text
    check("meaning #1" in why and "similarity" in why, f"why: {why!r}")
    query.clear()
    query.send_keys("recycling bin")
    by_id("search-go").click()
    wait.until(lambda d: "house.md" in d.find_elements(By.CSS_SELECTOR, "#search-hits li.hit")[0].text)
    why = driver.find_elements(By.CSS_SELECTOR, "#search-hits li.hit .why")[0].text
    check("keywords #1" in why and "recycling" in why, f"keyword why: {why!r}")
    driver.save_screenshot(os.path.join(artefacts, "search-why.png"))

    # 4. Ask: the answer arrives with numbered sources; a citation in the answer links to its source.
    question = by_id("ask-question")
    question.send_keys("What is the guest wifi password?")
    question.send_keys(Keys.ENTER)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#ask-answer li.citation"))
    answer = driver.find_element(By.CSS_SELECTOR, "#ask-answer .answer").text
    check("tulip" in answer, f"answer: {answer!r}")
    sources = driver.find_elements(By.CSS_SELECTOR, "#ask-answer li.citation")
    check("house.md" in sources[0].text, f"source 1: {sources[0].text!r}")
    check(sources[0].get_attribute("id") == "citation-1", "sources are not numbered")
    links = driver.find_elements(By.CSS_SELECTOR, "#ask-answer a.cite")
    check(links, "no clickable citation")
    for link in links:
        target = link.get_attribute("href").split("#")[-1]
        check(target.startswith("citation-") and driver.find_elements(By.ID, target), f"citation {link.text!r} points at {target!r}")
    target = links[0].get_attribute("href").split("#")[-1]
    links[0].click()
    wait.until(lambda d: "highlight" in by_id(target).get_attribute("class"))
    check(driver.switch_to.active_element.get_attribute("id") == target, "the citation link does not move focus to its source")
    driver.save_screenshot(os.path.join(artefacts, "ask-citations.png"))

    # 5. Remove a document from the list.
    driver.find_element(By.CSS_SELECTOR, "#documents button[aria-label='Remove garden.md']").click()
    wait.until(lambda d: "garden.md" not in by_id("documents").text)

    # 6. Phone width: nothing wider than the screen.
    driver.set_window_size(390, 844)
    width = driver.execute_script("return document.documentElement.scrollWidth")
    check(width <= 390, f"page is {width}px wide at phone width")
    driver.execute_script("document.getElementById('search').scrollIntoView()")
    driver.save_screenshot(os.path.join(artefacts, "phone.png"))
    print(f"page search: ok (answer {answer!r}, {len(sources)} sources, {len(links)} citation links)")
finally:
    driver.quit()
