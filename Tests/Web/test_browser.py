"""The page in a real browser: Debian's Chromium, headless, driven by Selenium through
chromium-driver. It types values, picks a standard and reads the result, as a person does,
from the built page opened as a file (no server).

Run: make web-browser-test   (installs nothing; .ci/run installs chromium, chromium-driver
and Selenium, the last in .build/ci-python)
"""

from __future__ import annotations

import shutil
import subprocess
from fractions import Fraction
from pathlib import Path

import pytest
import yaml

from batch_runner import bmi_binary
from reference import bmi_of, category_index, display, load_standard

from conftest import ROOT, built_page

CHROMIUM = shutil.which("chromium")
DRIVER = shutil.which("chromedriver")
try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.select import Select
    from selenium.webdriver.support.wait import WebDriverWait
except ImportError:  # pragma: no cover - reported as a skip below
    webdriver = None

pytestmark = pytest.mark.skipif(
    webdriver is None or CHROMIUM is None or DRIVER is None,
    reason="needs chromium, chromium-driver and selenium (.ci/run installs them)",
)

SCREENSHOTS = ROOT / ".build" / "web" / "screenshots"
INCH, POUND = Fraction(254, 100), Fraction(45_359_237, 100_000_000)


@pytest.fixture(scope="module")
def page() -> Path:
    return built_page("web/dist") / "index.html"


@pytest.fixture(scope="module")
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,1400",
                     "--lang=en-US", "--disable-extensions", "--no-first-run"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    yield driver
    driver.quit()


def open_page(browser, page: Path, query: str = "") -> None:
    browser.get(page.as_uri() + (f"?{query}" if query else ""))
    WebDriverWait(browser, 20).until(
        lambda b: b.execute_script("return document.documentElement.dataset.ready === 'true'")
        or b.find_element(By.ID, "engine-problem").text
    )
    assert browser.find_element(By.ID, "engine-problem").text == ""


def text(browser, element_id: str) -> str:
    return browser.find_element(By.ID, element_id).text


def wait_for(browser, element_id: str, expected: str) -> None:
    WebDriverWait(browser, 10).until(lambda b: text(b, element_id) == expected)


def cli_message(*arguments: str) -> str:
    """What `bmi classify` writes to standard error for the arguments."""
    result = subprocess.run(
        [str(bmi_binary()), "classify", *arguments], capture_output=True, cwd=ROOT
    )
    assert result.returncode != 0
    return result.stderr.decode()


def test_shared_link_shows_the_ksso_result_at_load(browser, page: Path) -> None:
    open_page(browser, page, "height=160&weight=64&standard=ksso&lang=ko")
    citation = yaml.safe_load((ROOT / "Standards" / "ksso-2022.yaml").read_text())["source"][
        "citation"
    ]
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ko"
    assert text(browser, "bmi") == "25.0"
    assert text(browser, "category") == "1단계 비만"
    assert text(browser, "interval") == "[25, 29.9]"
    assert text(browser, "citation").startswith(" ".join(citation.split()))
    assert Select(browser.find_element(By.ID, "standard")).first_selected_option.get_attribute(
        "value"
    ) == "ksso"
    chart = browser.find_element(By.ID, "chart")
    assert chart.get_attribute("src").startswith("data:image/svg+xml")
    assert browser.execute_script("return arguments[0].naturalWidth", chart) > 0
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    browser.find_element(By.TAG_NAME, "main").screenshot(str(SCREENSHOTS / "web-ksso-ko.png"))


def test_typing_values_and_picking_a_standard(browser, page: Path) -> None:
    open_page(browser, page)
    height, weight = browser.find_element(By.ID, "height"), browser.find_element(By.ID, "weight")
    height.send_keys("5ft 7in")
    weight.send_keys("143 lb")
    Select(browser.find_element(By.ID, "standard")).select_by_value("cdc")
    cdc = load_standard(ROOT / "Standards" / "cdc-adult.yaml")
    bmi = bmi_of(67 * INCH, 143 * POUND)
    wait_for(browser, "bmi", display(cdc, bmi))
    labels = yaml.safe_load((ROOT / "Standards" / "cdc-adult.yaml").read_text())["categories"]
    assert text(browser, "category") == labels[category_index(cdc, bmi)]["label"]["en"]
    assert "height=5ft+7in" in browser.current_url and "standard=cdc" in browser.current_url
    # A decimal comma, and the answer follows the new value.
    height.clear()
    height.send_keys("170,5")
    weight.clear()
    weight.send_keys("65")
    wait_for(browser, "bmi", display(cdc, bmi_of(Fraction("170.5"), Fraction(65))))


@pytest.mark.parametrize("language", ["en", "ko"])
def test_refusals_are_the_messages_of_bmi(browser, page: Path, language: str) -> None:
    open_page(browser, page, f"lang={language}&weight=65")
    field = browser.find_element(By.ID, "height")
    for typed in ("1,700", "1.70", "5ft13in"):
        field.clear()
        # Enter submits the form, which answers at once (typing alone waits for a pause).
        field.send_keys(typed, Keys.ENTER)
        shown = text(browser, "height-problem")
        assert shown in cli_message("--height", typed, "--weight", "65", "--lang", language)
        assert field.get_attribute("aria-invalid") == "true"
        assert not browser.find_element(By.ID, "result-body").is_displayed()


def test_keyboard_alone_reaches_every_control_and_classifies(browser, page: Path) -> None:
    open_page(browser, page)
    browser.find_element(By.TAG_NAME, "body").click()
    order = []
    for _ in range(8):
        browser.switch_to.active_element.send_keys(Keys.TAB)
        active = browser.switch_to.active_element
        order.append(active.get_attribute("id") or active.get_attribute("value"))
    assert order[:6] == ["height", "weight", "metric", "standard", "lang", "submit"]
    browser.find_element(By.ID, "height").click()
    browser.switch_to.active_element.send_keys("180")
    browser.switch_to.active_element.send_keys(Keys.TAB, "81", Keys.ENTER)
    wait_for(browser, "bmi", "25.0")


def test_every_field_has_its_label(browser, page: Path) -> None:
    open_page(browser, page)
    for element in browser.find_elements(By.CSS_SELECTOR, "input[type=text], select"):
        labels = browser.find_elements(By.CSS_SELECTOR, f"label[for='{element.get_attribute('id')}']")
        assert labels and labels[0].text.strip(), element.get_attribute("id")


def asks_for_height_and_weight_alone(standard: dict) -> bool:
    """A standard with no inputs beyond height and weight: the page has no other fields."""
    return not standard.get("inputs") and standard.get("measure", "bmi") == "bmi"


def test_every_built_in_the_page_can_classify_is_in_the_picker(browser, page: Path) -> None:
    open_page(browser, page)
    options = Select(browser.find_element(By.ID, "standard")).options
    standards = [yaml.safe_load(path.read_text()) for path in sorted((ROOT / "Standards").glob("*.yaml"))]
    offered = [s["name"]["en"] for s in standards if asks_for_height_and_weight_alone(s)]
    left_out = [s["name"]["en"] for s in standards if not asks_for_height_and_weight_alone(s)]
    assert offered and left_out
    shown = [option.text for option in options]
    assert len(shown) == len(offered)
    for name in offered:
        assert any(option.startswith(name) for option in shown), name
    for name in left_out:
        assert not any(option.startswith(name) for option in shown), name


@pytest.mark.parametrize("width", [320, 640])
def test_readable_at_phone_width_and_double_zoom(browser, page: Path, width: int) -> None:
    """320 CSS pixels is a small phone; 640 is a 1280-pixel window at 200 % zoom."""
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 400},
    )
    try:
        open_page(browser, page, "height=160&weight=64&standard=ksso&lang=ko")
        overflow = browser.execute_script(
            "return document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert overflow <= 0, f"{overflow} px of horizontal scrolling at {width} px"
        assert browser.find_element(By.ID, "bmi").is_displayed()
        browser.find_element(By.TAG_NAME, "main").screenshot(str(SCREENSHOTS / f"web-{width}.png"))
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
