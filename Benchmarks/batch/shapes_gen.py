#!/usr/bin/env python3
"""Files shaped like the ones people export, for the shape benchmark (shapes.py): one
generator, seeded, Python standard library only. The same seed gives the same bytes.

Shapes (the file name is /tmp/shape_<name>_<rows>.<ext>; see SHAPES):
  bench     id,height_cm,weight_kg with one decimal, as the shared gen.py writes them
  whole     the same columns, whole numbers (170, 65)
  crlf      one-decimal values, a byte order mark and CRLF line ends
  glim      id,height_cm,weight_kg,sex,age: sectioned by age (glim-2019)
  nice      id,height_cm,weight_kg,background: sectioned by background (nice-ng246)
  units     id,height,weight in metres (three decimals) and pounds (one decimal)
  jsonl     JSON Lines objects {"id":…,"height_cm":…,"weight_kg":…}
  ehr       an EHR export: 14 columns, UUIDs, dates, a quoted note with commas, the height
            (one decimal) and the weight (two decimals) in the middle
  children  id,sex,age_months,height_cm,weight_kg: children of 5 to 19 years (who-2007)

About one row in a thousand is unusual (empty, a word, a value with spaces around it), as
exports have them.

Usage: shapes_gen.py SHAPE ROWS [SEED] > FILE
"""
import math
import random
import sys
import uuid

BACKGROUNDS = ["south-asian", "chinese", "other-asian", "middle-eastern", "black-african",
               "african-caribbean", "other", "other", "other", "other"]
DEPARTMENTS = ["cardiology", "general practice", "endocrinology", "renal", "oncology"]
NOTES = ["routine review, no change", "weight recheck, scales calibrated",
         "patient reports dieting, 3 months", "follow-up in 6 weeks, bloods requested",
         "measured in clinic, shoes off, gown on"]
# A rough median BMI by age in months for children (5 to 19 years), for plausible rows.
CHILD_BMI = [(60, 15.3), (96, 15.8), (120, 16.6), (144, 17.8), (168, 19.3), (192, 20.5),
             (228, 21.5)]
CHILD_HEIGHT = [(60, 110), (96, 128), (120, 138), (144, 150), (168, 162), (192, 169),
                (228, 172)]


def curve(points, x):
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        if x <= x1:
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    return points[-1][1]


def adult(draw):
    """A height in cm and a weight in kg, unrounded."""
    height = draw.gauss(168, 9)
    bmi = math.exp(draw.gauss(math.log(26), 0.18))
    return height, bmi * (height / 100) ** 2


def odd(draw, text):
    """The text, or about once in a thousand rows an unusual spelling of it."""
    roll = draw.random()
    if roll >= 0.001:
        return text
    return ["", "abc", " " + text + " ", "-" + text][int(roll * 4000)]


def rows(shape, count, draw):
    if shape == "jsonl":
        for index in range(1, count + 1):
            height, weight = adult(draw)
            yield '{"id":%d,"height_cm":%.1f,"weight_kg":%.1f}\n' % (index, height, weight)
        return
    newline = "\r\n" if shape == "crlf" else "\n"
    header = {
        "bench": "id,height_cm,weight_kg", "whole": "id,height_cm,weight_kg",
        "crlf": "\ufeffid,height_cm,weight_kg", "glim": "id,height_cm,weight_kg,sex,age",
        "nice": "id,height_cm,weight_kg,background", "units": "id,height,weight",
        "ehr": "patient_id,encounter_id,mrn,birth_date,visit_date,sex,department,"
               "height_cm,weight_kg,systolic,diastolic,note,site,status",
        "children": "id,sex,age_months,height_cm,weight_kg",
    }[shape]
    yield header + newline
    for index in range(1, count + 1):
        if shape == "children":
            age = draw.uniform(61, 227)
            height = curve(CHILD_HEIGHT, age) * draw.gauss(1, 0.04)
            bmi = curve(CHILD_BMI, age) * math.exp(draw.gauss(0, 0.14))
            weight = bmi * (height / 100) ** 2
            sex = "female" if draw.random() < 0.5 else "male"
            yield "%d,%s,%.1f,%s,%s%s" % (index, sex, age, odd(draw, "%.1f" % height),
                                          odd(draw, "%.1f" % weight), newline)
            continue
        height, weight = adult(draw)
        if shape == "whole":
            fields = [str(index), odd(draw, "%d" % round(height)), "%d" % round(weight)]
        elif shape == "units":
            fields = [str(index), odd(draw, "%.3f" % (height / 100)),
                      "%.1f" % (weight / 0.45359237)]
        elif shape == "ehr":
            birth = "%04d-%02d-%02d" % (draw.randint(1930, 2005), draw.randint(1, 12),
                                        draw.randint(1, 28))
            visit = "2026-%02d-%02dT%02d:%02d:00Z" % (draw.randint(1, 12), draw.randint(1, 28),
                                                     draw.randint(7, 18), draw.randint(0, 59))
            note = NOTES[draw.randrange(len(NOTES))]
            fields = [str(uuid.UUID(int=draw.getrandbits(128), version=4)),
                      str(uuid.UUID(int=draw.getrandbits(128), version=4)),
                      "MRN%08d" % draw.randrange(10**8), birth, visit,
                      "female" if draw.random() < 0.5 else "male",
                      DEPARTMENTS[draw.randrange(len(DEPARTMENTS))],
                      odd(draw, "%.1f" % height), "%.2f" % weight,
                      str(draw.randint(95, 180)), str(draw.randint(55, 110)),
                      '"%s"' % note, "site-%02d" % draw.randint(1, 40), "final"]
        else:
            fields = [str(index), odd(draw, "%.1f" % height), "%.1f" % weight]
            if shape == "glim":
                fields += ["female" if draw.random() < 0.5 else "male",
                           str(draw.randint(18, 95))]
            elif shape == "nice":
                fields.append(BACKGROUNDS[draw.randrange(len(BACKGROUNDS))])
        yield ",".join(fields) + newline


SHAPES = ["bench", "whole", "crlf", "glim", "nice", "units", "jsonl", "ehr", "children"]


def main(argv):
    if len(argv) < 3 or argv[1] not in SHAPES:
        sys.exit(__doc__)
    draw = random.Random(int(argv[3]) if len(argv) > 3 else 42)
    out = sys.stdout.buffer
    batch = []
    for line in rows(argv[1], int(argv[2]), draw):
        batch.append(line)
        if len(batch) == 65536:
            out.write("".join(batch).encode("utf-8"))
            batch.clear()
    out.write("".join(batch).encode("utf-8"))


if __name__ == "__main__":
    main(sys.argv)
