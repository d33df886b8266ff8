// The package's calls, run with Node's test runner (make npm-test) against the module as
// installed from the packed .tgz.
import { test } from "node:test";
import assert from "node:assert/strict";
import { standard, standards, BMIKitError } from "bmikit";

test("a person classified as the Python package's example", async () => {
  const ksso = await standard("ksso");
  const one = ksso.classify({ height: "170,5", weight: "143 lb" });
  assert.equal(one.bmi, "22.3");
  assert.equal(one.category, "normal");
  assert.equal(one.label("ko"), "정상");
  assert.equal(one.standard.id, "ksso-2022");
  assert.match(one.standard.sha256, /^[0-9a-f]{64}$/);
});

test("numbers are read as the decimals JavaScript writes", async () => {
  const ksso = await standard("KSSO-2022");
  // 160 cm and 76.8 kg is exactly 30.0, which doubles put just below.
  assert.equal(ksso.classify({ height: 160, weight: 76.8 }).bmi_exact, "30");
});

test("an array of people in one call, a bad one flagged and not thrown", async () => {
  const ksso = await standard("ksso");
  const results = ksso.classify([
    { height: 160, weight: 64 },
    { height: "1,700", weight: 65 },
    { height: "5ft 7in", weight: "143 lb" },
  ]);
  assert.equal(results.length, 3);
  assert.equal(results[0].bmi, "25.0");
  assert.equal(results[1].error, "ambiguous-number");
  assert.equal(results[1].field, "height");
  assert.equal(results[2].category, "normal");
});

test("a child's scores under CDC 2000", async () => {
  const cdc = await standard("cdc-2000-bmi-for-age");
  const girl = cdc.classify({ sex: "female", age: "9y6m", height: 130, weight: 35.8 });
  assert.match(girl.z_score, /^-?\d+\.\d\d$/);
  assert.match(girl.percentile, /^\d+\.\d\d$/);
  assert.match(girl.percent_of_p95, /^\d+\.\d\d$/);
  const byMonths = cdc.classify({ sex: "f", age_months: 114, height: 130, weight: 35.8 });
  assert.equal(byMonths.percentile, girl.percentile);
});

test("a preterm infant's corrected age under WHO 2006", async () => {
  const who = await standard("who-2006-bmi-for-age");
  const infant = { sex: "female", age: "3mo", height: 55, weight: 4.2 };
  const corrected = who.classify({ ...infant, gestation: "30+0" });
  assert.equal(corrected.corrected_age, "21.3125 days (born at 30+0 weeks; 3 months from birth)");
  assert.equal(corrected.z_score, who.classify({ ...infant, age: "21d" }).z_score);
  assert.notEqual(corrected.z_score, who.classify(infant).z_score);
  assert.equal(who.classify(infant).corrected_age, null);
});

test("errors carry their code", async () => {
  await assert.rejects(standard("kso"), (error) => {
    assert.ok(error instanceof BMIKitError);
    assert.equal(error.code, "unknown-standard");
    return true;
  });
  const cdc = await standard("cdc-2000-bmi-for-age");
  assert.throws(() => cdc.classify({ height: 130, weight: 35.8, sex: "female" }), {
    code: "missing-age",
  });
  const ksso = await standard("ksso");
  assert.throws(() => ksso.classify({ height: "1,700", weight: 65 }, { language: "ko" }), (error) => {
    assert.equal(error.code, "ambiguous-number");
    assert.match(error.message, /[가-힣]/);
    return true;
  });
});

test("every built-in is listed", async () => {
  const list = await standards();
  assert.ok(list.some((entry) => entry.key === "ksso-2022" && entry.alias === "ksso"));
  assert.ok(list.some((entry) => entry.key === "cdc-2000-bmi-for-age"));
});
