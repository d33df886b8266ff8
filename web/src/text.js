// The page's own words, in English and Korean; labels, names and messages come from the
// module. `ids` fills the elements of index.html by id.

/* exported BMI_TEXT */

var BMI_TEXT = (function () {
  // What a category means, in plain words, by where it lies against the standard's healthy
  // category (the standards name their categories but give no meanings): one sentence per
  // kind of category and kind of measure.
  function kind(answer) {
    var measure = answer.measure;
    var of = measure === "waist_cm" || measure === "waist_to_height" ? "waist"
      : answer.growth ? "child" : "adult";
    return { place: answer.category.place, of: of };
  }
  return {
    en: {
      title: "BMI calculator",
      ids: {
        title: "BMI calculator",
        "standard-label": "Standard",
        "sex-label": "Sex",
        "age-legend": "Age",
        "age-years-label": "Years",
        "age-months-label": "Months",
        "dates-summary": "Or give the dates",
        "birth-date-label": "Date of birth",
        "date-label": "Date measured",
        "height-label": "Height",
        "weight-label": "Weight",
        "waist-label": "Waist",
        "background-label": "Family background",
        "gestation-label": "Gestation at birth, if born before 37 weeks (weeks+days)",
        "gestation-hint": "32+4: 32 weeks and 4 days. Leave empty if born at term.",
        "label-corrected": "Corrected age",
        "units-legend": "Numbers typed without a unit",
        "units-metric": "centimetres and kilograms",
        "units-imperial": "inches and pounds",
        "lang-label": "Language",
        submit: "Classify",
        "result-heading": "Result",
        "label-growth": "Compared with other children",
        "label-healthy": "Healthy weight",
        "clinician-summary": "Details for clinicians",
        "label-interval": "Interval",
        "label-groups": "Group",
        "label-standard": "Standard",
        "label-source": "Source",
        "label-digest": "SHA-256",
        "label-share": "Link to this result:",
      },
      choose: "Choose…",
      sexes: { female: "Female", male: "Male" },
      bmiLabel: "BMI",
      valueLabel: { waist_cm: "Waist (cm)", waist_in: "Waist (in)",
        waist_to_height: "Waist-to-height ratio" },
      fillIn: "Fill in the fields above to see the result.",
      meaning: function (answer, growth) {
        var sentences = {
          adult: {
            healthy: "This weight is in the healthy range for this height under this standard.",
            below: "This weight is below the healthy range for this height: low weight can " +
              "come with a lack of nutrients or an illness.",
            above: "This weight is above the healthy range for this height: the further " +
              "above, the higher the risk of illnesses such as type 2 diabetes and heart disease.",
          },
          child: {
            healthy: "This child's BMI is in the healthy range for a child of this age and sex.",
            below: "This child's BMI is low for a child of this age and sex.",
            above: "This child's BMI is high for a child of this age and sex.",
          },
          waist: {
            healthy: "This waist is below the size at which this standard sees a raised risk " +
              "to health.",
            below: "This waist is below this standard's healthy range.",
            above: "This waist is at or above the size at which this standard sees a raised " +
              "risk to health from fat around the belly.",
          },
        };
        var what = kind(answer);
        var parts = [];
        if (growth && growth.percentile) {
          parts.push("Among children of the same sex and age in the reference, " +
            growth.percentile + " % have a lower BMI.");
        }
        parts.push(what.place === "none"
          ? "This is the category this standard gives for this value."
          : sentences[what.of][what.place]);
        if (what.place !== "healthy") parts.push("A doctor or nurse can say what it means for you.");
        return parts.join(" ");
      },
      scores: function (growth) {
        var parts = ["z-score " + growth.z, "percentile " + growth.percentile];
        if (growth.percent_of_p95) parts.push(growth.percent_of_p95 + " % of the 95th percentile");
        return parts.join(" · ");
      },
      healthyRange: function (healthy, input, units) {
        if (units === "imperial") {
          return healthy.min_lb + "–" + healthy.max_lb + " lb at " + healthy.height_in + " in";
        }
        return healthy.min_kg + "–" + healthy.max_kg + " kg at " + input.height_cm_short + " cm";
      },
      identity: function (id, version) {
        return id + ", version " + version;
      },
      chartAlt: function (name) {
        return "Chart of the categories of " + name + " by height and weight, with this person marked.";
      },
      growthChartAlt: function (name) {
        return "BMI-for-age chart of " + name + ", with this child marked.";
      },
      chartCaption: "The categories by height and weight; the ring marks the values typed.",
      growthChartCaption: "BMI by age for children of this sex; the ring marks this child.",
      labelsOnly: "labels; messages in English",
      engineFailed: "The calculator could not start in this browser: ",
    },
    ko: {
      title: "BMI 계산기",
      ids: {
        title: "BMI 계산기",
        "standard-label": "기준",
        "sex-label": "성별",
        "age-legend": "나이",
        "age-years-label": "세",
        "age-months-label": "개월",
        "dates-summary": "또는 날짜로 입력",
        "birth-date-label": "생년월일",
        "date-label": "측정일",
        "height-label": "키",
        "weight-label": "몸무게",
        "waist-label": "허리둘레",
        "background-label": "가족 배경",
        "gestation-label": "37주 전에 태어났다면 출생 시 재태 기간 (주+일)",
        "gestation-hint": "32+4: 32주 4일. 만삭으로 태어났다면 비워 두세요.",
        "label-corrected": "교정 나이",
        "units-legend": "단위 없이 입력한 숫자",
        "units-metric": "센티미터와 킬로그램",
        "units-imperial": "인치와 파운드",
        "lang-label": "언어",
        submit: "분류하기",
        "result-heading": "결과",
        "label-growth": "같은 나이 아이들과 비교",
        "label-healthy": "건강 체중",
        "clinician-summary": "의료진을 위한 자세한 정보",
        "label-interval": "구간",
        "label-groups": "그룹",
        "label-standard": "기준",
        "label-source": "출처",
        "label-digest": "SHA-256",
        "label-share": "이 결과의 링크:",
      },
      choose: "선택…",
      sexes: { female: "여성", male: "남성" },
      bmiLabel: "BMI",
      valueLabel: { waist_cm: "허리둘레 (cm)", waist_in: "허리둘레 (in)",
        waist_to_height: "허리둘레·키 비율" },
      fillIn: "위의 칸을 채우면 결과가 나옵니다.",
      meaning: function (answer, growth) {
        var sentences = {
          adult: {
            healthy: "이 키에서 이 기준의 건강 체중 범위 안에 있습니다.",
            below: "이 키에서 이 기준의 건강 체중보다 적습니다. 체중이 적으면 영양이 부족하거나 " +
              "병이 있을 수 있습니다.",
            above: "이 키에서 이 기준의 건강 체중보다 많습니다. 많을수록 제2형 당뇨병, 심장병 " +
              "같은 병의 위험이 커집니다.",
          },
          child: {
            healthy: "같은 나이와 성별의 아이로서 건강한 범위의 BMI입니다.",
            below: "같은 나이와 성별의 아이에 비해 BMI가 낮습니다.",
            above: "같은 나이와 성별의 아이에 비해 BMI가 높습니다.",
          },
          waist: {
            healthy: "이 기준이 건강 위험이 커진다고 보는 허리둘레보다 작습니다.",
            below: "이 기준의 건강 범위보다 허리둘레가 작습니다.",
            above: "이 기준이 뱃살로 인한 건강 위험이 커진다고 보는 허리둘레 이상입니다.",
          },
        };
        var what = kind(answer);
        var parts = [];
        if (growth && growth.percentile) {
          parts.push("기준 집단에서 성별과 나이가 같은 아이들 중 " + growth.percentile +
            " %가 이보다 BMI가 낮습니다.");
        }
        parts.push(what.place === "none"
          ? "이 값에 대해 이 기준이 정한 분류입니다."
          : sentences[what.of][what.place]);
        if (what.place !== "healthy") parts.push("무엇을 뜻하는지는 의사나 간호사와 상의하세요.");
        return parts.join(" ");
      },
      scores: function (growth) {
        var parts = ["z 점수 " + growth.z, "백분위 " + growth.percentile];
        if (growth.percent_of_p95) parts.push("95백분위수의 " + growth.percent_of_p95 + " %");
        return parts.join(" · ");
      },
      healthyRange: function (healthy, input, units) {
        if (units === "imperial") {
          return healthy.min_lb + "–" + healthy.max_lb + " lb (키 " + healthy.height_in + " in)";
        }
        return healthy.min_kg + "–" + healthy.max_kg + " kg (키 " + input.height_cm_short + " cm)";
      },
      identity: function (id, version) {
        return id + ", 버전 " + version;
      },
      chartAlt: function (name) {
        return name + "의 키·몸무게별 분류 그림. 입력한 값이 표시되어 있습니다.";
      },
      growthChartAlt: function (name) {
        return name + "의 나이별 BMI 그림. 이 아이가 표시되어 있습니다.";
      },
      chartCaption: "키와 몸무게에 따른 분류입니다. 고리가 입력한 값입니다.",
      growthChartCaption: "이 성별 아이들의 나이별 BMI입니다. 고리가 이 아이입니다.",
      labelsOnly: "분류 이름만, 안내는 영어",
      engineFailed: "이 브라우저에서 계산기를 시작하지 못했습니다: ",
    },
  };
})();
