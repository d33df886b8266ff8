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
from urllib.parse import urlencode

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
    # The console, read after each built-in's answer (test_every_built_in_shows_a_category).
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
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


def content(browser, element_id: str) -> str:
    """The text of an element, shown or not (the clinicians' details are folded away)."""
    return browser.find_element(By.ID, element_id).get_attribute("textContent")


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
    assert content(browser, "interval") == "[25, 29.9]"
    assert content(browser, "citation").startswith(" ".join(citation.split()))
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
    assert order[:6] == ["standard", "height", "weight", "metric", "lang", "submit"]
    browser.find_element(By.ID, "height").click()
    browser.switch_to.active_element.send_keys("180")
    browser.switch_to.active_element.send_keys(Keys.TAB, "81", Keys.ENTER)
    wait_for(browser, "bmi", "25.0")


def test_every_field_has_its_label(browser, page: Path) -> None:
    open_page(browser, page)
    for element in browser.find_elements(By.CSS_SELECTOR, "input[type=text], input[type=date], select"):
        labels = browser.find_elements(By.CSS_SELECTOR, f"label[for='{element.get_attribute('id')}']")
        assert labels and labels[0].get_attribute("textContent").strip(), element.get_attribute("id")


def built_ins() -> list[tuple[str, dict]]:
    """Every built-in, whatever files Standards/ holds: (name the page knows it by, file)."""
    return [(path.stem, yaml.safe_load(path.read_text()))
            for path in sorted((ROOT / "Standards").glob("*.yaml"))]


def test_every_built_in_is_in_the_picker_by_its_whole_name(browser, page: Path) -> None:
    open_page(browser, page)
    shown = [option.text for option in Select(browser.find_element(By.ID, "standard")).options]
    standards = built_ins()
    assert len(shown) == len(standards)
    for _, standard in standards:
        assert " ".join(standard["name"]["en"].split()) in shown


def category_labels(standard: dict) -> list[str]:
    """The English labels of a standard's categories, and of the standards it hands ages to."""
    labels = []
    for section in standard.get("sections", [standard]):
        if "use" in section:
            delegate = ROOT / "Standards" / f"{section['use']}.yaml"
            labels += category_labels(yaml.safe_load(delegate.read_text()))
        else:
            labels += [" ".join(c["label"]["en"].split()) for c in section["categories"]]
    return labels


def _years(value, unit: str) -> float:
    return float(value) / {"years": 1, "months": 12, "days": 365.25}[unit]


def plausible_query(key: str, standard: dict) -> dict[str, str]:
    """Inputs a person of the standard's population could have, for what it declares it
    needs: its measure's measurements, and a value inside each declared input's domain."""
    measure = standard.get("measure", "bmi")
    inputs = standard.get("inputs") or {}
    query = {"standard": key}
    reference = standard.get("reference")
    if reference:
        ages = reference["age"]
        unit = ages.get("unit", "years")
    else:
        ages = dict(inputs.get("age") or {})
        unit = ages.get("unit", "years")
        population = standard.get("population") or {}
        ages.setdefault("at_least", population.get("min_age", 18))
        if population.get("max_age") is not None:
            ages.setdefault("at_most", population["max_age"])
    low = _years(ages.get("at_least", ages.get("above", 0)), unit)
    high_value = ages.get("at_most", ages.get("below"))
    high = _years(high_value, unit) if high_value is not None else low + 40
    years = 9.5 if low <= 9.5 < high else (low + min(high, low + 40)) / 2
    child = years < 18
    if reference or "age" in inputs:
        months = round(years * 12)
        query["age"] = f"{months // 12}y{months % 12}m"
    if measure in ("bmi", "bmi_for_age_z", "bmi_for_age_percentile", "bmi_for_age_cut_offs"):
        if child and years < 5:
            query.update(height="95", weight="14")
        elif child:
            query.update(height="130", weight="28")
        else:
            query.update(height="170", weight="65")
    if measure in ("waist_cm", "waist_to_height") or "waist_cm" in inputs:
        query["waist"] = "85"
    if measure == "waist_to_height":
        query["height"] = "170"
    delegating = any("use" in section for section in standard.get("sections", []))
    if reference or "sex" in inputs or delegating:
        sexes = (inputs.get("sex") or {}).get("values") or ["female", "male"]
        query["sex"] = sexes[0]
    if "background" in inputs:
        query["background"] = inputs["background"]["values"][-1]
    return query


@pytest.mark.parametrize("key, standard", built_ins(), ids=[key for key, _ in built_ins()])
def test_every_built_in_shows_a_category(browser, page: Path, key: str, standard: dict) -> None:
    browser.get_log("browser")  # what earlier pages wrote
    query = plausible_query(key, standard)
    open_page(browser, page, urlencode(query))
    WebDriverWait(browser, 10).until(lambda b: text(b, "category") != "")
    assert text(browser, "category") in category_labels(standard)
    errors = [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
    assert errors == [], errors


def test_a_girl_under_cdc_has_her_scores_and_the_growth_chart(browser, page: Path) -> None:
    query = {"standard": "cdc-2000-bmi-for-age", "sex": "female", "age": "9y6m",
             "height": "130", "weight": "35.8"}
    open_page(browser, page, urlencode(query))
    WebDriverWait(browser, 10).until(lambda b: text(b, "category") != "")
    assert browser.find_element(By.ID, "sex").get_attribute("value") == "female"
    assert browser.find_element(By.ID, "age-years").get_attribute("value") == "9"
    assert browser.find_element(By.ID, "age-months").get_attribute("value") == "6"
    scores = text(browser, "growth")
    assert "z-score" in scores and "percentile" in scores and "95th percentile" in scores
    chart = browser.find_element(By.ID, "chart")
    assert chart.get_attribute("src").startswith("data:image/svg+xml")
    assert browser.execute_script("return arguments[0].naturalWidth", chart) > 0
    assert "BMI-for-age" in chart.get_attribute("alt")
    # The waist and background fields are not asked for; the link reproduces the answer.
    assert not browser.find_element(By.ID, "waist").is_displayed()
    assert not browser.find_element(By.ID, "background").is_displayed()
    share = browser.find_element(By.ID, "share").get_attribute("href")
    for name, value in query.items():
        if name != "standard":  # the link names it by its alias, cdc-growth
            assert f"{name}={value}" in share
    category = text(browser, "category")
    browser.find_element(By.TAG_NAME, "main").screenshot(str(SCREENSHOTS / "web-cdc-child.png"))
    browser.get(share)
    WebDriverWait(browser, 10).until(lambda b: text(b, "category") != "")
    assert (text(browser, "category"), text(browser, "growth")) == (category, scores)


@pytest.mark.parametrize("language, expected", [("en", "Sex"), ("ko", "성별")])
def test_a_refusal_is_a_message_in_the_pages_language(
    browser, page: Path, language: str, expected: str
) -> None:
    query = {"standard": "cdc-2000-bmi-for-age", "sex": "female", "age": "42",
             "height": "130", "weight": "35.8", "lang": language}
    open_page(browser, page, urlencode(query))
    WebDriverWait(browser, 10).until(lambda b: text(b, "age-problem") != "")
    assert text(browser, "age-problem") in cli_message(
        "--standard", "cdc-2000-bmi-for-age", "--sex", "female", "--age", "42",
        "--height", "130", "--weight", "35.8", "--lang", language)
    assert not browser.find_element(By.ID, "result-body").is_displayed()
    assert expected in browser.find_element(By.TAG_NAME, "form").text


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


# The chart drawn inline at the size the page shows its image (the image's content box), each
# text measured as Chromium lays it out: its font size in CSS pixels (the computed size times
# the picture's scale) and its box against the picture's.
CHART_TEXTS = """
const image = document.getElementById("chart");
const svgText = decodeURIComponent(image.src.slice(image.src.indexOf(",") + 1));
const style = getComputedStyle(image);
const shown = image.getBoundingClientRect().width - parseFloat(style.borderLeftWidth)
  - parseFloat(style.borderRightWidth);
const holder = document.createElement("div");
holder.style.cssText = "position: absolute; left: 0; top: 0; visibility: hidden";
holder.innerHTML = svgText.replace(/^<\\?xml[^>]*>/, "");
document.body.appendChild(holder);
const svg = holder.querySelector("svg");
svg.style.width = shown + "px";
svg.style.height = "auto";
const frame = svg.getBoundingClientRect();
const scale = frame.width / svg.viewBox.baseVal.width;
const texts = [...svg.querySelectorAll("text")].map((text) => {
  const box = text.getBoundingClientRect();
  return { text: text.textContent, size: parseFloat(getComputedStyle(text).fontSize) * scale,
           left: box.left - frame.left, right: box.right - frame.left };
});
holder.remove();
return { shown, drawn: svg.viewBox.baseVal.width, width: frame.width, texts,
         image: image.getBoundingClientRect().width,
         container: document.getElementById("chart-frame").clientWidth };
"""


@pytest.mark.parametrize("query", [
    "height=5ft+7in&weight=143+lb&standard=cdc&lang=en",
    "standard=cdc-2000-bmi-for-age&sex=female&age=9y6m&height=130&weight=35.8&lang=ko",
])
def test_a_phone_360_px_wide_has_no_sideways_scroll_and_readable_chart_text(
    browser, page: Path, query: str
) -> None:
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": 360, "height": 740, "deviceScaleFactor": 1, "mobile": True},
    )
    try:
        open_page(browser, page, query)
        WebDriverWait(browser, 10).until(
            lambda b: b.execute_script("return document.getElementById('chart').naturalWidth > 0"))
        overflow = browser.execute_script(
            "const page = document.scrollingElement; return page.scrollWidth - page.clientWidth")
        assert overflow <= 0, f"{overflow} px of horizontal scrolling at 360 px"
        assert browser.execute_script("return document.scrollingElement.scrollWidth") <= 360
        chart = browser.execute_script(CHART_TEXTS)
        # Drawn at the width it is shown, never scaled down, and inside its frame.
        assert chart["drawn"] <= chart["shown"] < chart["drawn"] + 2, chart["shown"]
        assert chart["image"] <= chart["container"], (chart["image"], chart["container"])
        assert len(chart["texts"]) > 20
        for text in chart["texts"]:
            assert text["size"] >= 10, f"{text['text']!r} is {text['size']:.2f} CSS px"
            assert -0.5 <= text["left"] and text["right"] <= chart["width"] + 0.5, (
                f"{text['text']!r} spans {text['left']:.1f}–{text['right']:.1f} "
                f"of {chart['width']:.1f}")
        assert browser.find_element(By.ID, "result").get_attribute("aria-live") == "polite"
        # The screen as the phone shows it, scrolled to the result.
        browser.execute_script("document.getElementById('result').scrollIntoView()")
        name = "web-360-child.png" if "cdc-2000" in query else "web-360.png"
        browser.get_screenshot_as_file(str(SCREENSHOTS / name))
        # Turned to landscape, the chart is drawn again at the new width.
        browser.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": 740, "height": 360, "deviceScaleFactor": 1, "mobile": True},
        )
        WebDriverWait(browser, 10).until(
            lambda b: b.execute_script(CHART_TEXTS)["drawn"] > chart["drawn"])
        wider = browser.execute_script(CHART_TEXTS)
        assert wider["drawn"] <= wider["shown"] < wider["drawn"] + 2
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def chart_svg(browser) -> str:
    source = browser.find_element(By.ID, "chart").get_attribute("src")
    from urllib.parse import unquote
    return unquote(source[source.index(",") + 1:])


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_preterm_infant_is_scored_at_the_corrected_age_as_bmi_says(
    browser, page: Path, language: str
) -> None:
    """WHO 2006 declares RCPCH's correction: the page asks for the gestation, and shows the
    corrected age in the words of `bmi classify --gestation`."""
    query = {"standard": "who-2006-bmi-for-age", "sex": "female", "age": "3mo",
             "height": "55", "weight": "4.2", "gestation": "30+0", "lang": language}
    open_page(browser, page, urlencode(query))
    WebDriverWait(browser, 10).until(lambda b: text(b, "corrected-age") != "")
    assert browser.find_element(By.ID, "gestation").is_displayed()
    assert browser.find_element(By.ID, "gestation").get_attribute("value") == "30+0"
    result = subprocess.run(
        [str(bmi_binary()), "classify", "--standard", "who-2006-bmi-for-age", "--sex", "female",
         "--age", "3mo", "--height", "55", "--weight", "4.2", "--gestation", "30+0",
         "--lang", language], capture_output=True, cwd=ROOT, check=True)
    printed = result.stdout.decode()
    shown = text(browser, "corrected-age")
    assert shown in printed and "30+0" in shown
    # The link carries the gestation, and reproduces the scores.
    share = browser.find_element(By.ID, "share").get_attribute("href")
    assert "gestation=30%2B0" in share
    scores = text(browser, "growth")
    at_term = dict(query, gestation="")
    open_page(browser, page, urlencode(at_term))
    WebDriverWait(browser, 10).until(lambda b: text(b, "growth") != "")
    assert text(browser, "growth") != scores
    assert not browser.find_element(By.ID, "corrected-age").is_displayed()
    browser.get(share)
    WebDriverWait(browser, 10).until(lambda b: text(b, "growth") != "")
    assert text(browser, "growth") == scores


def test_the_gestation_is_asked_only_where_the_standard_corrects_for_it(browser, page: Path) -> None:
    open_page(browser, page, "standard=cdc-2000-bmi-for-age&sex=female&age=9y6m&height=130&weight=35.8")
    WebDriverWait(browser, 10).until(lambda b: text(b, "category") != "")
    assert not browser.find_element(By.ID, "gestation").is_displayed()
    open_page(browser, page, "standard=who-2006-bmi-for-age&sex=female&age=3mo&height=55&weight=4.2&gestation=32%2B9")
    WebDriverWait(browser, 10).until(lambda b: text(b, "gestation-problem") != "")
    assert text(browser, "gestation-problem") in cli_message(
        "--standard", "who-2006-bmi-for-age", "--sex", "female", "--age", "3mo",
        "--height", "55", "--weight", "4.2", "--gestation", "32+9")
    assert browser.find_element(By.ID, "gestation").get_attribute("aria-invalid") == "true"


def test_feet_inches_and_pounds_are_shown_back_in_those_units(browser, page: Path) -> None:
    open_page(browser, page, urlencode({"height": "5ft 7in", "weight": "143 lb", "standard": "cdc"}))
    WebDriverWait(browser, 10).until(lambda b: text(b, "healthy") != "")
    cdc = load_standard(ROOT / "Standards" / "cdc-adult.yaml")
    # Classified on the values typed, exactly.
    assert text(browser, "bmi") == display(cdc, bmi_of(67 * INCH, 143 * POUND))
    healthy = text(browser, "healthy")
    assert healthy.endswith(" lb at 67.0 in"), healthy
    low, high = (Fraction(value) for value in healthy.split(" lb")[0].split("–"))
    # The range's ends, in pounds, are the kilogram range's healthy BMIs at 67 in, inwards.
    height_m = 67 * INCH / 100
    assert low * POUND / height_m**2 >= Fraction("18.5") - Fraction(1, 20)
    assert (low - Fraction(1, 10)) * POUND / height_m**2 < Fraction("18.5")
    assert high * POUND / height_m**2 < 25
    svg = chart_svg(browser)
    assert "Weight (lb)" in svg and "Weight (kg)" not in svg
    assert "5′7″" in svg or "5′6″" in svg or "5′8″" in svg


def test_a_waist_typed_in_inches_is_shown_in_inches(browser, page: Path) -> None:
    open_page(browser, page, urlencode({"standard": "who-waist-2008", "sex": "male", "waist": "36in"}))
    WebDriverWait(browser, 10).until(lambda b: text(b, "category") != "")
    assert text(browser, "value-label") == "Waist (in)"
    assert text(browser, "bmi") == "36.0"
    labels = yaml.safe_load((ROOT / "Standards" / "who-waist-2008.yaml").read_text())
    printed = subprocess.run(
        [str(bmi_binary()), "classify", "--standard", "who-waist-2008", "--sex", "male",
         "--waist", "36in"], capture_output=True, cwd=ROOT, check=True).stdout.decode()
    assert text(browser, "category") in printed
    assert text(browser, "category") in category_labels(labels)


MEANINGS = {
    # (query, language): the plain sentence expected in the patient's view.
    ("height=160&weight=45&standard=ksso", "en"): "below the healthy range",
    ("height=160&weight=56&standard=ksso", "en"): "in the healthy range",
    ("height=160&weight=80&standard=ksso", "ko"): "건강 체중보다 많습니다",
    ("standard=who-waist-2008&sex=male&waist=110", "en"): "raised risk to health",
    ("standard=cdc-2000-bmi-for-age&sex=female&age=9y6m&height=130&weight=35.8", "en"):
        "high for a child of this age and sex",
    ("height=160&weight=56&standard=who-2004", "ko"): "이 기준이 정한 분류",
}


@pytest.mark.parametrize("query, language", list(MEANINGS), ids=[f"{q}-{l}" for q, l in MEANINGS])
def test_the_result_says_what_the_category_means_without_interval_notation(
    browser, page: Path, query: str, language: str
) -> None:
    open_page(browser, page, f"{query}&lang={language}")
    WebDriverWait(browser, 10).until(lambda b: text(b, "meaning") != "")
    assert MEANINGS[(query, language)] in text(browser, "meaning")
    interval = content(browser, "interval")
    assert interval.startswith(("[", "(")) and interval
    # The patient's view (what is shown, the clinicians' details folded) has no interval.
    shown = text(browser, "result")
    assert interval not in shown
    assert "[" not in shown and "SHA-256" not in shown


def test_the_page_runs_the_npm_packages_own_module(browser, page: Path) -> None:
    """One module, two consumers: the page's inline module is web/dist/bmikit.js (the file
    `make npm` packs) followed by the page's code; the classic script carries no glue."""
    html = page.read_text()
    module = (page.parent / "bmikit.js").read_text()
    inline = html.split('<script type="module">\n', 1)[1].split("</script>", 1)[0]
    assert inline.startswith(module)
    assert "export function useModule" in module
    assert "BMIEngine" not in (page.parent / "bmi.js").read_text()
    browser.get_log("browser")
    open_page(browser, page, "height=160&weight=64&standard=ksso")
    wait_for(browser, "bmi", "25.0")
    # The module's names stay in the module: nothing leaks to the window.
    assert browser.execute_script("return typeof window.BMIEngine + typeof window.useModule") == (
        "undefinedundefined")
    errors = [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
    assert errors == [], errors
