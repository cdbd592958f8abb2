"""The page's tools section in headless Chromium: Hearth's tools listed with their gates, and the
MCP registration snippet and URL. Usage: page_tools_test.py BASE_URL ARTEFACTS_DIR"""
import json
import os

from selenium.webdriver.common.by import By

import pagekit

base, artefacts, driver, wait, check = pagekit.start(height=1600)
try:
    driver.get(base + "/")
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#tool-list li.tool")) >= 8)
    items = {li.get_attribute("data-name"): li.text for li in driver.find_elements(By.CSS_SELECTOR, "#tool-list li.tool")}
    for name in ["search_documents", "ask_documents", "add_reminder", "create_event", "create_note", "draft_email", "read_email", "undo"]:
        check(name in items, f"{name} not listed: {sorted(items)}")
    check("always asks first" in items["draft_email"], f"email gate: {items['draft_email']!r}")
    check("asks before writing" in items["add_reminder"], f"reminder gate: {items['add_reminder']!r}")
    check("asks" not in items["search_documents"], f"search gate: {items['search_documents']!r}")
    snippet = json.loads(driver.find_element(By.ID, "mcp-snippet").text)
    check(snippet["mcpServers"]["hearth"]["args"] == ["mcp"], f"snippet {snippet}")
    check(driver.find_element(By.ID, "mcp-url").text == base + "/mcp", driver.find_element(By.ID, "mcp-url").text)
    driver.find_element(By.ID, "tools").screenshot(os.path.join(artefacts, "tools.png"))
    print("page tools: ok")
finally:
    driver.quit()
