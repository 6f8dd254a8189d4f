#!/bin/bash
set -euo pipefail
mkdir -p /data/automation/run823/out
cat > /tmp/worklist.sql <<'SQL'
.mode csv
.headers off
.import /data/automation/run823/stocks.csv stocks
.import /data/automation/run823/targets.csv targets
.import /data/automation/run823/compounds.csv compounds
CREATE TABLE cu(unit TEXT PRIMARY KEY, kind TEXT, f REAL);
INSERT INTO cu VALUES ('M','mol',1),('mM','mol',1e-3),('uM','mol',1e-6),('µM','mol',1e-6),('nM','mol',1e-9),
  ('g/L','mass',1),('mg/mL','mass',1),('ug/mL','mass',1e-3),('µg/mL','mass',1e-3),('mg/L','mass',1e-3),
  ('% w/v','mass',10),('X','fold',1);
CREATE TABLE vu(unit TEXT PRIMARY KEY, f REAL);
INSERT INTO vu VALUES ('L',1e6),('mL',1e3),('uL',1),('µL',1);
CREATE TEMP TABLE comp AS
SELECT t.rowid AS rid, t.target_id AS target, t.stock_id AS stock,
       t.final_volume * v.f AS vf,
       (t.final_conc * tu.f) / (CASE WHEN su.kind = tu.kind THEN s.conc * su.f
                                     ELSE s.conc * su.f / c.molar_mass_g_mol END) * t.final_volume * v.f AS need
FROM targets t JOIN stocks s ON s.stock_id = t.stock_id
  JOIN cu su ON su.unit = s.unit JOIN cu tu ON tu.unit = t.conc_unit JOIN vu v ON v.unit = t.volume_unit
  LEFT JOIN compounds c ON c.compound = t.compound;
CREATE TEMP TABLE xfer AS
SELECT rid, target, vf,
       CASE WHEN need < 1.0 THEN 'PD-' || stock ELSE stock END AS source,
       round(CASE WHEN need < 1.0 THEN need * 100 ELSE need END, 1) AS ul
FROM comp;
CREATE TEMP TABLE tgt AS
SELECT target, min(rid) AS first, max(vf) AS vf, sum(ul) AS used FROM xfer GROUP BY target;
.headers on
.once /data/automation/run823/out/worklist.csv
SELECT target_id, source, volume_ul FROM (
  SELECT t.target AS target_id, 'BASE' AS source, printf('%.1f', t.vf - t.used) AS volume_ul, t.first AS k1, 0 AS k2
  FROM tgt t WHERE t.used <= t.vf AND 1
  UNION ALL
  SELECT x.target, x.source, printf('%.1f', x.ul), t.first, x.rid
  FROM xfer x JOIN tgt t ON t.target = x.target WHERE t.used <= t.vf
) ORDER BY k1, k2;
.headers off
.once /data/automation/run823/out/infeasible.txt
SELECT target FROM tgt WHERE used > vf ORDER BY first;
SQL
sqlite3 :memory: < /tmp/worklist.sql
touch /data/automation/run823/out/infeasible.txt
