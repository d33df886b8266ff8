// The BMI calculator page. Every answer comes from the WebAssembly module (BMIKit's engine
// compiled with Embedded Swift); this script only moves text between the form, the address
// and the module. `make web` puts the module before this text as BMI_MODULE_BASE64.
//
// BMIEngine is also what Node uses to drive the module (web/test/engine.mjs).

/* global BMI_MODULE_BASE64 */

var BMIEngine = (function () {
  // The module's interface (docs/web.md): bmi_alloc(n) gives a buffer for a UTF-8 query,
  // bmi_catalogue and bmi_classify take (pointer, length) and return a buffer holding a
  // 4-byte little-endian length and that much JSON; bmi_free frees both.
  function instantiate(bytes) {
    var memory = null;
    var imports = {
      env: {
        // Seeds Swift's hashing.
        random_bytes: function (pointer, count) {
          for (var offset = 0; offset < count; offset += 65536) {
            var chunk = Math.min(65536, count - offset);
            crypto.getRandomValues(new Uint8Array(memory.buffer, (pointer >>> 0) + offset, chunk));
          }
        },
      },
    };
    return WebAssembly.instantiate(bytes, imports).then(function (result) {
      var exports = result.instance.exports;
      memory = exports.memory;
      var encoder = new TextEncoder();
      var decoder = new TextDecoder("utf-8", { fatal: true });
      function call(name, query) {
        var input = encoder.encode(query);
        var pointer = exports.bmi_alloc(input.length) >>> 0;
        new Uint8Array(memory.buffer, pointer, input.length).set(input);
        var answer = exports[name](pointer, input.length) >>> 0;
        exports.bmi_free(pointer);
        var length = new DataView(memory.buffer).getUint32(answer, true);
        var text = decoder.decode(new Uint8Array(memory.buffer, answer + 4, length));
        exports.bmi_free(answer);
        return JSON.parse(text);
      }
      return {
        /** The compiled-in standards, names and labels in `language`. */
        catalogue: function (language) {
          return call("bmi_catalogue", "lang=" + encodeURIComponent(language)).standards;
        },
        /** The answer for a query string or URLSearchParams (docs/web.md lists the fields). */
        classify: function (query) {
          return call("bmi_classify", String(query));
        },
        /** Bytes of memory the module uses now. */
        memoryBytes: function () {
          return memory.buffer.byteLength;
        },
      };
    });
  }

  function decodeBase64(text) {
    var binary = atob(text);
    var bytes = new Uint8Array(binary.length);
    for (var index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  }

  return {
    instantiate: instantiate,
    /** The module this script carries. */
    embeddedModule: function () {
      return decodeBase64(BMI_MODULE_BASE64);
    },
  };
})();

(function () {
  if (typeof document === "undefined") return;

  // The page's own words; labels, names and messages come from the module.
  var TEXT = {
    en: {
      title: "BMI calculator",
      height: "Height",
      weight: "Weight",
      unitsLegend: "Numbers typed without a unit",
      metric: "centimetres and kilograms",
      imperial: "inches and pounds",
      standard: "Standard",
      language: "Language",
      submit: "Classify",
      result: "Result",
      typeBoth: "Type a height and a weight to see the category.",
      bmi: "BMI",
      category: "Category",
      groups: "Group",
      healthy: "Healthy weight",
      standardName: "Standard",
      source: "Source",
      digest: "SHA-256",
      share: "Link to this result:",
      none: "none",
      healthyRange: function (range, height) {
        return range + " kg at " + height + " cm";
      },
      identity: function (id, version) {
        return id + ", version " + version;
      },
      chartAlt: function (name) {
        return "Chart of the categories of " + name + " by height and weight, with this person marked.";
      },
      chartCaption: "The categories by height and weight; the ring marks the values typed.",
      labelsOnly: "labels; messages in English",
      engineFailed: "The calculator could not start in this browser: ",
    },
    ko: {
      title: "BMI 계산기",
      height: "키",
      weight: "몸무게",
      unitsLegend: "단위 없이 입력한 숫자",
      metric: "센티미터와 킬로그램",
      imperial: "인치와 파운드",
      standard: "기준",
      language: "언어",
      submit: "분류하기",
      result: "결과",
      typeBoth: "키와 몸무게를 입력하면 분류가 나옵니다.",
      bmi: "BMI",
      category: "분류",
      groups: "그룹",
      healthy: "건강 체중",
      standardName: "기준",
      source: "출처",
      digest: "SHA-256",
      share: "이 결과의 링크:",
      none: "없음",
      healthyRange: function (range, height) {
        return range + " kg (키 " + height + " cm)";
      },
      identity: function (id, version) {
        return id + ", 버전 " + version;
      },
      chartAlt: function (name) {
        return name + "의 키·몸무게별 분류 그림. 입력한 값이 표시되어 있습니다.";
      },
      chartCaption: "키와 몸무게에 따른 분류입니다. 고리가 입력한 값입니다.",
      labelsOnly: "분류 이름만, 안내는 영어",
      engineFailed: "이 브라우저에서 계산기를 시작하지 못했습니다: ",
    },
  };
  var LANGUAGE_NAMES = { en: "English", ko: "한국어", ja: "日本語", zh: "中文" };

  var element = function (id) {
    return document.getElementById(id);
  };
  var form = element("form");
  var fields = { height: element("height"), weight: element("weight") };
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
    return {
      height: params.get("height") || "",
      weight: params.get("weight") || "",
      standard: params.get("standard") || document.documentElement.dataset.defaultStandard || "",
      lang: (params.get("lang") || "en").toLowerCase(),
      units: params.get("units") === "imperial" ? "imperial" : "metric",
    };
  }

  function currentUnits() {
    var checked = form.querySelector('input[name="units"]:checked');
    return checked ? checked.value : "metric";
  }

  function currentQuery(withChart) {
    var params = new URLSearchParams();
    if (fields.height.value !== "") params.set("height", fields.height.value);
    if (fields.weight.value !== "") params.set("weight", fields.weight.value);
    params.set("standard", standardSelect.value);
    params.set("lang", languageSelect.value);
    if (currentUnits() === "imperial") params.set("units", "imperial");
    if (withChart) params.set("chart", "1");
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

  // MARK: Standards and languages

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
      // The year, unless the name already says it ("… (2022)").
      var year = entry.standard.year ? String(entry.standard.year) : "";
      year = year && entry.standard.name.indexOf(year) < 0 ? " (" + year + ")" : "";
      option.textContent = entry.standard.name + year;
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

  function applyLanguage(language) {
    var text = words(language);
    document.documentElement.lang = language;
    document.title = text.title;
    setText("title", text.title);
    setText("height-label", text.height);
    setText("weight-label", text.weight);
    setText("units-legend", text.unitsLegend);
    setText("units-metric", text.metric);
    setText("units-imperial", text.imperial);
    setText("standard-label", text.standard);
    setText("lang-label", text.language);
    setText("submit", text.submit);
    setText("result-heading", text.result);
    setText("label-bmi", text.bmi);
    setText("label-category", text.category);
    setText("label-groups", text.groups);
    setText("label-healthy", text.healthy);
    setText("label-standard", text.standardName);
    setText("label-source", text.source);
    setText("label-digest", text.digest);
    setText("label-share", text.share);
    setText("chart-caption", text.chartCaption);
  }

  function describeStandard() {
    var entry = entryFor(standardSelect.value);
    setText("standard-source", entry && entry.standard.citation ? entry.standard.citation : "");
  }

  // MARK: Answers

  function showProblems(problems) {
    var byField = { height: [], weight: [], standard: [], bmi: [] };
    problems.forEach(function (problem) {
      // An empty field is not yet typed, not wrong.
      if (fields[problem.field] && fields[problem.field].value.trim() === "") return;
      (byField[problem.field] || byField.bmi).push(problem.message);
    });
    ["height", "weight"].forEach(function (name) {
      setText(name + "-problem", byField[name].join("\n"));
      fields[name].setAttribute("aria-invalid", byField[name].length ? "true" : "false");
    });
    setText("standard-problem", byField.standard.join("\n"));
    setText("bmi-problem", byField.bmi.join("\n"));
  }

  function safeLink(url) {
    return /^https?:\/\//i.test(url) ? url : null;
  }

  function showResult(answer, language) {
    var text = words(language);
    setText("bmi", answer.bmi.display);
    setText("category", answer.category.label);
    setText("interval", answer.category.interval);
    var groups = answer.groups.map(function (group) {
      return group.label;
    });
    setText("groups", groups.length ? groups.join(", ") : text.none);
    var healthy = answer.healthy_weight;
    setText(
      "healthy",
      healthy
        ? text.healthyRange(healthy.min_kg + "–" + healthy.max_kg, answer.input.height_cm_short)
        : text.none
    );
    var standard = answer.standard;
    setText("standard-name", standard.name + " — " + text.identity(standard.id, standard.version));
    var citation = element("citation");
    citation.textContent = standard.citation || text.none;
    var link = standard.url && safeLink(standard.url);
    if (link) {
      citation.appendChild(document.createTextNode(" "));
      var anchor = document.createElement("a");
      anchor.href = link;
      anchor.textContent = link;
      anchor.rel = "noopener";
      citation.appendChild(anchor);
    }
    setText("sha256", standard.sha256 || text.none);
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
      chart.alt = text.chartAlt(standard.name);
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
    var empty = fields.height.value.trim() === "" || fields.weight.value.trim() === "";
    var answer = engine.classify(currentQuery(true));
    if (answer.ok) {
      showProblems([]);
      setText("result-hint", "");
      showResult(answer, language);
      return;
    }
    showProblems(answer.problems);
    element("result-body").hidden = true;
    setText("result-hint", empty ? words(language).typeBoth : "");
  }

  function reload(language) {
    var standard = standardSelect.value;
    catalogue = engine.catalogue(language);
    selectStandard(standard);
    language = fillLanguages(language);
    applyLanguage(language);
    classify();
  }

  function start(module) {
    engine = module;
    var address = readAddress();
    fields.height.value = address.height;
    fields.weight.value = address.weight;
    form.querySelector('input[name="units"][value="' + address.units + '"]').checked = true;
    catalogue = engine.catalogue(address.lang);
    selectStandard(address.standard);
    var language = fillLanguages(address.lang);
    if (language !== address.lang) catalogue = engine.catalogue(language);
    selectStandard(address.standard);
    applyLanguage(language);
    classify();
    document.documentElement.dataset.ready = "true";
  }

  function later() {
    clearTimeout(pending);
    pending = setTimeout(classify, 120);
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    clearTimeout(pending);
    classify();
  });
  fields.height.addEventListener("input", later);
  fields.weight.addEventListener("input", later);
  form.querySelectorAll('input[name="units"]').forEach(function (radio) {
    radio.addEventListener("change", classify);
  });
  standardSelect.addEventListener("change", function () {
    reload(fillLanguages(languageSelect.value));
  });
  languageSelect.addEventListener("change", function () {
    reload(languageSelect.value);
  });

  BMIEngine.instantiate(BMIEngine.embeddedModule()).then(start, function (error) {
    setText("engine-problem", words(readAddress().lang).engineFailed + error);
  });
})();
