// The BMI calculator page. Every answer comes from the WebAssembly module through the npm
// package's own ES module (web/dist/bmikit.js, which `make web` puts before this text in
// the page's one inline module, and `make npm` packs): its useModule starts the engine from
// the module bmi.js carries. This script only moves text between the form, the address and
// the module, and asks for the fields the chosen standard needs.

/* global BMIEngine, BMI_TEXT, useModule */

(function () {
  if (typeof document === "undefined") return;

  var TEXT = BMI_TEXT;
  var LANGUAGE_NAMES = { en: "English", ko: "한국어", ja: "日本語", zh: "中文" };
  // The query's fields, named as `bmi classify`'s options (docs/web.md).
  var QUERY_FIELDS = ["height", "weight", "waist", "sex", "age", "birth_date", "date", "background",
    "gestation"];

  var element = function (id) {
    return document.getElementById(id);
  };
  var form = element("form");
  var inputs = {
    height: element("height"),
    weight: element("weight"),
    waist: element("waist"),
    sex: element("sex"),
    background: element("background"),
    ageYears: element("age-years"),
    ageMonths: element("age-months"),
    birthDate: element("birth-date"),
    date: element("date"),
    gestation: element("gestation"),
  };
  var standardSelect = element("standard");
  var languageSelect = element("lang");
  var engine = null;
  var catalogue = [];
  var pending = 0;

  function words(language) {
    return TEXT[language] || TEXT.en;
  }

  function setText(id, text) {
    element(id).textContent = text;
  }

  // MARK: State in the address

  function readAddress() {
    var params = new URLSearchParams(location.search);
    var address = {
      standard: params.get("standard") || document.documentElement.dataset.defaultStandard || "",
      lang: (params.get("lang") || "en").toLowerCase(),
      units: params.get("units") === "imperial" ? "imperial" : "metric",
    };
    QUERY_FIELDS.forEach(function (name) {
      address[name] = params.get(name) || "";
    });
    return address;
  }

  // `9y6m` shows as 9 years and 6 months; anything else stays in the years field as typed.
  function fillAge(text) {
    var match = /^\s*(\d+)\s*y\s*(\d+)\s*mo?\s*$/i.exec(text);
    inputs.ageYears.value = match ? match[1] : text;
    inputs.ageMonths.value = match ? match[2] : "";
  }

  function ageText() {
    var years = inputs.ageYears.value.trim();
    var months = inputs.ageMonths.value.trim();
    if (months === "") return years;
    return years === "" ? months + "mo" : years + "y" + months + "m";
  }

  function currentUnits() {
    var checked = form.querySelector('input[name="units"]:checked');
    return checked ? checked.value : "metric";
  }

  function needs(name) {
    var entry = entryFor(standardSelect.value);
    // The gestation is asked for, never required, where the standard corrects a preterm
    // infant's age.
    if (name === "gestation") return !!(entry && entry.gestation);
    return entry ? entry.fields.indexOf(name) >= 0 : name === "height" || name === "weight";
  }

  function currentQuery(withChart) {
    var params = new URLSearchParams();
    function put(name, value) {
      if (value.trim() !== "") params.set(name, value);
    }
    ["height", "weight", "waist"].forEach(function (name) {
      if (needs(name)) put(name, inputs[name].value);
    });
    if (needs("sex")) put("sex", inputs.sex.value);
    if (needs("age")) {
      put("age", ageText());
      if (inputs.birthDate.value !== "") {
        put("birth_date", inputs.birthDate.value);
        put("date", inputs.date.value);
      }
    }
    if (needs("background")) put("background", inputs.background.value);
    if (needs("gestation")) put("gestation", inputs.gestation.value);
    params.set("standard", standardSelect.value);
    params.set("lang", languageSelect.value);
    if (currentUnits() === "imperial") params.set("units", "imperial");
    if (withChart) {
      params.set("chart", "1");
      drawnWidth = chartWidth();
      params.set("chart_width", String(drawnWidth));
    }
    return params;
  }

  function shareAddress() {
    return location.href.split(/[?#]/)[0] + "?" + currentQuery(false).toString();
  }

  function updateAddress() {
    try {
      history.replaceState(null, "", "?" + currentQuery(false).toString());
    } catch (error) {
      // Some browsers refuse to change a file:// address; the share link still has it.
    }
  }

  // MARK: Standards, languages and fields

  function entryFor(name) {
    var wanted = name.toLowerCase().replace(/\.yaml$/, "");
    for (var index = 0; index < catalogue.length; index++) {
      var entry = catalogue[index];
      if (entry.key === wanted || entry.alias === wanted || entry.standard.id === wanted) return entry;
    }
    return null;
  }

  function fillStandards(selected) {
    standardSelect.textContent = "";
    var found = false;
    catalogue.forEach(function (entry) {
      var option = document.createElement("option");
      option.value = entry.alias || entry.key;
      option.textContent = entry.standard.name;
      if (entry === selected) {
        option.selected = true;
        found = true;
      }
      standardSelect.appendChild(option);
    });
    return found;
  }

  function selectStandard(name) {
    var entry = entryFor(name);
    if (!fillStandards(entry) && name) {
      // A name from the address that no standard has: kept, so the module says why.
      var option = document.createElement("option");
      option.value = name;
      option.textContent = name;
      option.selected = true;
      standardSelect.appendChild(option);
    }
  }

  function fillLanguages(language) {
    var entry = entryFor(standardSelect.value);
    var tags = ["en", "ko"];
    (entry ? entry.languages : []).forEach(function (tag) {
      if (tags.indexOf(tag) < 0) tags.push(tag);
    });
    if (tags.indexOf(language) < 0) language = "en";
    languageSelect.textContent = "";
    tags.forEach(function (tag) {
      var option = document.createElement("option");
      option.value = tag;
      var name = LANGUAGE_NAMES[tag] || tag;
      option.textContent = TEXT[tag] ? name : name + " (" + words(language).labelsOnly + ")";
      option.lang = tag;
      option.selected = tag === language;
      languageSelect.appendChild(option);
    });
    return language;
  }

  function fillChoices(select, values, labelOf, chosen) {
    select.textContent = "";
    [""].concat(values).forEach(function (value) {
      var option = document.createElement("option");
      option.value = value;
      option.textContent = labelOf(value);
      option.selected = value === chosen;
      select.appendChild(option);
    });
  }

  // Picks a value from the address; one the list lacks is kept, so the module says why.
  function choose(select, value) {
    select.value = value;
    if (select.value === value) return;
    var option = document.createElement("option");
    option.value = value;
    option.textContent = value;
    select.appendChild(option);
    select.value = value;
  }

  // Shows the fields the standard needs and hides the others.
  function showFields(language) {
    var text = words(language);
    var entry = entryFor(standardSelect.value);
    ["height", "weight", "waist", "sex", "age", "background", "gestation"].forEach(function (name) {
      element(name + "-field").hidden = !needs(name);
    });
    var sex = inputs.sex.value;
    fillChoices(inputs.sex, (entry && entry.sexes) || ["female", "male"], function (value) {
      return value ? text.sexes[value] || value : text.choose;
    }, sex);
    var background = inputs.background.value;
    fillChoices(inputs.background, (entry && entry.backgrounds) || [], function (value) {
      return value ? value.replace(/-/g, " ") : text.choose;
    }, background);
  }

  function applyLanguage(language) {
    var text = words(language);
    document.documentElement.lang = language;
    document.title = text.title;
    Object.keys(text.ids).forEach(function (id) {
      setText(id, text.ids[id]);
    });
  }

  function describeStandard() {
    var entry = entryFor(standardSelect.value);
    setText("standard-source", entry && entry.population.note ? entry.population.note : "");
  }

  // MARK: Answers

  // The form's control for a problem's field, and whether it is still empty.
  function isEmpty(field) {
    if (field === "age") {
      return ageText() === "" && inputs.birthDate.value === "" && inputs.date.value === "";
    }
    return inputs[field] ? inputs[field].value.trim() === "" : false;
  }

  function showProblems(problems) {
    var byField = { height: [], weight: [], waist: [], sex: [], age: [], background: [],
      gestation: [], standard: [], bmi: [] };
    var missing = false;
    problems.forEach(function (problem) {
      // An empty field is not yet filled in, not wrong.
      if (byField[problem.field] && problem.field !== "standard" && isEmpty(problem.field)) {
        missing = true;
        return;
      }
      (byField[problem.field] || byField.bmi).push(problem.message);
    });
    Object.keys(byField).forEach(function (name) {
      if (name === "bmi") return;
      setText(name + "-problem", byField[name].join("\n"));
      var control = name === "age" ? element("age-field") : inputs[name] || standardSelect;
      control.setAttribute("aria-invalid", byField[name].length ? "true" : "false");
    });
    setText("bmi-problem", byField.bmi.join("\n"));
    return missing;
  }

  // The chart is drawn as wide as it is shown: the result's width (its heading spans it, and
  // is shown before the chart is) less the image's border, in whole pixels rounded down, so it
  // is never scaled down. The module lays it out for a phone below 720 pixels, its text at
  // 10 CSS pixels or more.
  var drawnWidth = 0;

  function chartWidth() {
    return Math.max(1, Math.floor(element("result-heading").getBoundingClientRect().width) - 2);
  }

  function safeLink(url) {
    return /^https?:\/\//i.test(url) ? url : null;
  }

  // A length in centimetres, given exactly as the module writes numbers ("91.44", or a
  // fraction "6500/289"), in inches to 0.1 in, rounded half up from the exact value: integer
  // arithmetic, no float.
  function tenthsOfInch(centimetres) {
    var ratio = centimetres.split("/");
    var parts = ratio[0].split(".");
    var fraction = parts[1] || "";
    var numerator = BigInt(parts[0] + fraction);
    var denominator = 10n ** BigInt(fraction.length) * BigInt(ratio[1] || "1");
    // cm ÷ 2.54 × 10, plus one half, rounded down: (cm × 1000 + 127) ÷ 254.
    var tenths = (numerator * 1000n + 127n * denominator) / (254n * denominator);
    return (tenths / 10n).toString() + "." + (tenths % 10n).toString();
  }

  function showResult(answer, language) {
    var text = words(language);
    var growth = answer.growth;
    var byWaist = answer.measure === "waist_cm" || answer.measure === "waist_to_height";
    // A waist typed in inches is shown in inches, converted exactly from the exact value
    // the module read; the classification itself is on the value typed.
    var waistInInches = answer.measure === "waist_cm" && answer.display_units === "imperial";
    var measure = waistInInches ? "waist_in" : answer.measure;
    setText("value-label", byWaist ? text.valueLabel[measure] : text.bmiLabel);
    var shown = byWaist ? answer.value : answer.bmi.display;
    setText("bmi", waistInInches ? tenthsOfInch(answer.input.waist_cm) : shown);
    setText("category", answer.category.label);
    setText("meaning", text.meaning(answer, growth));
    element("label-growth").hidden = element("growth").hidden = !growth;
    setText("growth", growth ? text.scores(growth) : "");
    var corrected = answer.corrected_age;
    element("label-corrected").hidden = element("corrected-age").hidden = !corrected;
    setText("corrected-age", corrected || "");
    setText("interval", answer.category.interval);
    var groups = answer.groups.map(function (group) {
      return group.label;
    });
    setText("groups", groups.length ? groups.join(", ") : "—");
    var healthy = answer.healthy_weight;
    element("label-healthy").hidden = element("healthy").hidden = !healthy;
    setText("healthy", healthy ? text.healthyRange(healthy, answer.input, answer.display_units) : "");
    var standard = answer.standard;
    setText("standard-name", standard.name + " — " + text.identity(standard.id, standard.version));
    var citation = element("citation");
    citation.textContent = standard.citation || "—";
    var link = standard.url && safeLink(standard.url);
    if (link) {
      citation.appendChild(document.createTextNode(" "));
      var anchor = document.createElement("a");
      anchor.href = link;
      anchor.textContent = link;
      anchor.rel = "noopener";
      citation.appendChild(anchor);
    }
    setText("sha256", standard.sha256 || "—");
    var warnings = element("warnings");
    warnings.textContent = "";
    answer.warnings.forEach(function (warning) {
      var item = document.createElement("li");
      item.textContent = warning.message;
      warnings.appendChild(item);
    });
    var share = element("share");
    share.href = shareAddress();
    share.textContent = share.href;
    var chart = element("chart");
    if (answer.chart) {
      chart.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(answer.chart);
      chart.alt = (growth ? text.growthChartAlt : text.chartAlt)(standard.name);
      setText("chart-caption", growth ? text.growthChartCaption : text.chartCaption);
      element("chart-figure").hidden = false;
    } else {
      element("chart-figure").hidden = true;
    }
    element("result-body").hidden = false;
  }

  function classify() {
    var language = languageSelect.value;
    describeStandard();
    updateAddress();
    var answer;
    try {
      answer = engine.classify(currentQuery(true));
    } catch (error) {
      // A fault in the module (a bug, never an input's fault): said on the page, and a fresh
      // module answers the next question.
      setText("engine-problem", words(language).engineFailed + error);
      element("result-body").hidden = true;
      useModule(BMIEngine.embeddedModule()).then(function (fresh) {
        engine = fresh;
      });
      return;
    }
    setText("engine-problem", "");
    if (answer.ok) {
      showProblems([]);
      setText("result-hint", "");
      showResult(answer, language);
      return;
    }
    var missing = showProblems(answer.problems);
    element("result-body").hidden = true;
    setText("result-hint", missing ? words(language).fillIn : "");
  }

  function reload(language) {
    var standard = standardSelect.value;
    catalogue = engine.catalogue(language);
    selectStandard(standard);
    language = fillLanguages(language);
    applyLanguage(language);
    showFields(language);
    classify();
  }

  function start(module) {
    engine = module;
    var address = readAddress();
    ["height", "weight", "waist", "date", "gestation"].forEach(function (name) {
      inputs[name].value = address[name];
    });
    inputs.birthDate.value = address.birth_date;
    if (address.birth_date) element("dates").open = true;
    if (!inputs.date.value) inputs.date.value = new Date().toISOString().slice(0, 10);
    fillAge(address.age);
    form.querySelector('input[name="units"][value="' + address.units + '"]').checked = true;
    catalogue = engine.catalogue(address.lang);
    selectStandard(address.standard);
    var language = fillLanguages(address.lang);
    if (language !== address.lang) catalogue = engine.catalogue(language);
    selectStandard(address.standard);
    applyLanguage(language);
    // The choices are made before the address's sex and background are picked in them.
    showFields(language);
    choose(inputs.sex, address.sex.toLowerCase());
    choose(inputs.background, address.background.toLowerCase().replace(/[ _]/g, "-"));
    classify();
    document.documentElement.dataset.ready = "true";
  }

  function later() {
    clearTimeout(pending);
    pending = setTimeout(classify, 120);
  }

  // A phone turned, a window resized: the chart is drawn again at the new width, once the
  // resizing has paused.
  var resizing = 0;
  window.addEventListener("resize", function () {
    clearTimeout(resizing);
    resizing = setTimeout(function () {
      if (engine && !element("result-body").hidden && chartWidth() !== drawnWidth) classify();
    }, 200);
  });

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    clearTimeout(pending);
    classify();
  });
  ["height", "weight", "waist", "ageYears", "ageMonths", "gestation"].forEach(function (name) {
    inputs[name].addEventListener("input", later);
  });
  ["sex", "background", "birthDate", "date"].forEach(function (name) {
    inputs[name].addEventListener("change", classify);
  });
  form.querySelectorAll('input[name="units"]').forEach(function (radio) {
    radio.addEventListener("change", classify);
  });
  standardSelect.addEventListener("change", function () {
    reload(fillLanguages(languageSelect.value));
  });
  languageSelect.addEventListener("change", function () {
    reload(languageSelect.value);
  });

  useModule(BMIEngine.embeddedModule()).then(start, function (error) {
    setText("engine-problem", words(readAddress().lang).engineFailed + error);
  });
})();
