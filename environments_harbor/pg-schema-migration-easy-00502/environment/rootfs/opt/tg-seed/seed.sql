DO $r$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'payroll_app') THEN CREATE ROLE payroll_app LOGIN; END IF; END $r$;
ALTER ROLE payroll_app SET search_path = payroll, public;
CREATE DATABASE payrolldb;
\connect payrolldb
CREATE SCHEMA payroll AUTHORIZATION payroll_app;
SET ROLE payroll_app;
CREATE TABLE payroll.employees (
    id serial PRIMARY KEY,
    full_name text NOT NULL,
    email text NOT NULL,
    department text
);
CREATE TABLE payroll.payslips (
    id serial PRIMARY KEY,
    employee_id integer NOT NULL REFERENCES payroll.employees (id),
    pay_date date,
    status text
);
CREATE INDEX payslips_employee_id_idx ON payroll.payslips (employee_id);
CREATE TABLE payroll.payslip_lines (
    id serial PRIMARY KEY,
    payslip_id integer NOT NULL REFERENCES payroll.payslips (id),
    code text NOT NULL,
    hours integer NOT NULL,
    rate numeric(10,2) NOT NULL,
    deduction numeric(10,2)
);
CREATE INDEX payslip_lines_payslip_id_idx ON payroll.payslip_lines (payslip_id);
CREATE TABLE payroll.bank_accounts (
    id serial PRIMARY KEY,
    employee_id integer NOT NULL REFERENCES payroll.employees (id),
    iban text NOT NULL
);

-- PAYROLL-782: what a employee has been charged (left-out payslips do not count)
CREATE FUNCTION payroll.employee_paid_out(p_employee integer) RETURNS numeric
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
    r record;
    total numeric;
BEGIN
    FOR r IN SELECT l.hours AS q, l.rate AS price, l.deduction AS d
             FROM payroll.payslip_lines l JOIN payroll.payslips o ON o.id = l.payslip_id
             WHERE o.employee_id = p_employee
    LOOP
        total := total + r.q * r.price - r.d;
    END LOOP;
    RETURN total;
END
$fn$;

INSERT INTO payroll.employees (id, full_name, email, department) VALUES
    (38, 'Ines Dimitrov', 'ines.dimitrov@inbox.test', 'Logistics'),
    (39, 'Tomas Jensen', 'tomas.jensen@example.com', 'Human Resources'),
    (40, 'Tomas Dimitrov', 'tomas.dimitrov@inbox.test', 'Logistics'),
    (41, 'Luis Fofana', 'luis.fofana@mail.test', 'Engineering'),
    (42, 'Quinn Gallo', 'quinn.gallo@example.com', 'Human Resources'),
    (43, 'Greta Fofana', 'greta.fofana@example.com', 'Finance'),
    (44, 'Wim Weber', 'wim.weber@inbox.test', 'Engineering'),
    (46, 'Tomas Rossi', 'tomas.rossi@example.com', 'Engineering'),
    (47, 'Rafa Abbott', 'rafa.abbott@post.example', 'Logistics'),
    (48, 'Tomas Okafor', 'tomas.okafor@post.example', 'Sales'),
    (49, 'Zora Fofana', 'zora.fofana@post.example', 'Human Resources'),
    (50, 'Quinn Sato', 'quinn.sato@example.com', 'Logistics'),
    (51, 'Rafa Ivanova', 'rafa.ivanova@example.com', 'Customer Care'),
    (52, 'Xenia Ivanova', 'xenia.ivanova@mail.test', 'Customer Care'),
    (53, 'Yusuf Abbott', 'yusuf.abbott@post.example', 'Customer Care'),
    (55, 'Carmen Eriksen', 'carmen.eriksen@inbox.test', 'Engineering'),
    (56, 'Jonas Okafor', 'jonas.okafor@example.com', 'Sales'),
    (57, 'Rafa Sato', 'rafa.sato@inbox.test', 'Human Resources'),
    (58, 'Olu Fofana', 'olu.fofana@inbox.test', 'Finance'),
    (59, 'Nils Brandt', 'nils.brandt@inbox.test', 'Engineering'),
    (60, 'Nils Fofana', 'nils.fofana@post.example', 'Human Resources'),
    (61, 'Priya Abbott', 'priya.abbott@inbox.test', 'Logistics');
INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES
    (509, 39, '2024-05-02', 'void'),
    (510, 40, '2024-09-01', 'draft'),
    (511, 41, '2023-09-14', 'approved'),
    (512, 42, '2024-01-18', 'draft'),
    (513, 43, '2024-09-09', 'paid'),
    (514, 43, '2024-02-20', 'approved'),
    (515, 43, '2023-05-19', 'paid'),
    (516, 44, '2023-05-14', 'approved'),
    (517, 44, '2024-06-09', 'draft'),
    (518, 44, '2023-03-18', 'paid'),
    (519, 44, '2023-07-22', 'draft'),
    (520, 46, '2024-05-30', 'paid'),
    (521, 46, '2023-09-29', 'paid'),
    (522, 46, '2024-01-11', 'void'),
    (523, 47, '2024-08-01', 'paid'),
    (524, 47, '2024-08-05', 'paid'),
    (525, 47, '2023-10-01', 'paid'),
    (526, 47, '2024-06-22', 'approved'),
    (527, 48, '2023-08-03', 'paid'),
    (528, 48, '2023-03-19', 'paid'),
    (529, 48, '2023-07-01', 'paid'),
    (530, 48, '2024-10-05', 'approved'),
    (531, 49, '2023-03-18', 'approved'),
    (532, 49, '2023-11-02', 'void'),
    (533, 50, '2023-11-10', 'draft'),
    (534, 50, '2023-10-04', 'void'),
    (535, 50, '2024-06-08', 'void'),
    (536, 51, '2023-04-29', 'draft'),
    (537, 51, '2024-09-21', 'approved'),
    (538, 52, '2023-06-22', 'draft'),
    (539, 52, '2024-09-04', 'paid'),
    (540, 52, '2024-04-06', 'draft'),
    (541, 52, '2023-12-20', 'paid'),
    (542, 53, '2023-03-10', 'paid'),
    (543, 53, '2024-05-09', 'paid'),
    (544, 53, '2024-04-11', 'approved'),
    (545, 55, '2023-09-22', 'draft'),
    (546, 56, '2023-02-18', 'approved'),
    (547, 56, '2023-04-12', 'paid'),
    (548, 56, '2024-06-14', 'approved'),
    (549, 57, '2024-06-26', 'paid'),
    (550, 57, '2024-01-24', 'paid'),
    (551, 57, '2024-07-27', 'draft'),
    (552, 58, '2023-12-19', 'approved'),
    (553, 59, '2024-10-01', 'approved'),
    (554, 59, '2023-07-04', 'paid'),
    (555, 59, '2024-09-05', 'approved'),
    (556, 60, '2023-10-12', 'draft'),
    (557, 61, '2023-12-29', 'paid'),
    (558, 61, '2023-07-10', 'draft'),
    (559, 61, '2024-02-09', 'approved');
INSERT INTO payroll.payslip_lines (id, payslip_id, code, hours, rate, deduction) VALUES
    (1096, 509, 'PAY-5918', 20, 59.62, 86.42),
    (1097, 509, 'PAY-2439', 30, 35.09, 38.33),
    (1098, 509, 'PAY-131', 17, 55.21, 47.11),
    (1099, 509, 'PAY-739', 4, 45.97, NULL),
    (1100, 511, 'PAY-8884', 30, 52.71, 65.67),
    (1101, 511, 'PAY-7197', 31, 26.33, 0.21),
    (1102, 512, 'PAY-4161', 30, 16.15, NULL),
    (1103, 512, 'PAY-2056', 7, 20.04, 4.25),
    (1104, 513, 'PAY-1974', 27, 21.8, 55.2),
    (1105, 513, 'PAY-7799', 24, 29.15, 38.02),
    (1106, 513, 'PAY-1829', 36, 55.41, 143.31),
    (1107, 513, 'PAY-7684', 18, 24.88, 12.43),
    (1108, 514, 'PAY-3563', 28, 55.66, 127.44),
    (1109, 514, 'PAY-9608', 13, 51.96, 39.35),
    (1110, 515, 'PAY-9371', 28, 31.26, NULL),
    (1111, 515, 'PAY-1964', 4, 23.55, 5.02),
    (1112, 515, 'PAY-2926', 29, 43.54, NULL),
    (1113, 516, 'PAY-8477', 33, 33.65, NULL),
    (1114, 516, 'PAY-2179', 40, 26.66, 82.76),
    (1115, 517, 'PAY-7713', 9, 32.77, 20.89),
    (1116, 518, 'PAY-7533', 10, 14.22, 12.94),
    (1117, 518, 'PAY-1940', 36, 15.36, 51.8),
    (1118, 519, 'PAY-9815', 13, 55.53, NULL),
    (1119, 519, 'PAY-8893', 39, 56.24, 11.34),
    (1120, 519, 'PAY-8989', 35, 41.86, 116.74),
    (1121, 519, 'PAY-9889', 39, 44.7, 35.75),
    (1122, 520, 'PAY-8609', 7, 17.89, 6.79),
    (1123, 521, 'PAY-6281', 10, 12.96, 11.11),
    (1124, 522, 'PAY-8334', 33, 30.66, NULL),
    (1125, 522, 'PAY-7171', 37, 44.38, 117.37),
    (1126, 523, 'PAY-3760', 39, 57.66, 192.45),
    (1127, 523, 'PAY-6031', 28, 26.12, NULL),
    (1128, 523, 'PAY-8366', 9, 33.04, 23.69),
    (1129, 524, 'PAY-1816', 9, 20.29, 13.02),
    (1130, 524, 'PAY-1422', 23, 28.6, NULL),
    (1131, 524, 'PAY-6444', 2, 49.6, 8.91),
    (1132, 526, 'PAY-3068', 14, 40.21, 56.02),
    (1133, 526, 'PAY-815', 18, 28.43, NULL),
    (1134, 527, 'PAY-2634', 10, 33.34, NULL),
    (1135, 527, 'PAY-3618', 34, 29.55, NULL),
    (1136, 528, 'PAY-138', 22, 58.74, NULL),
    (1137, 528, 'PAY-2118', 40, 43.23, 21.16),
    (1138, 529, 'PAY-1441', 12, 44.48, 13.77),
    (1139, 530, 'PAY-5328', 31, 32.9, NULL),
    (1140, 530, 'PAY-8450', 8, 58.11, NULL),
    (1141, 530, 'PAY-8417', 5, 38.54, NULL),
    (1142, 531, 'PAY-2297', 28, 58.24, NULL),
    (1143, 533, 'PAY-7961', 29, 44.79, 52.08),
    (1144, 534, 'PAY-1712', 7, 37.85, NULL),
    (1145, 535, 'PAY-9483', 31, 17.87, NULL),
    (1146, 535, 'PAY-2573', 4, 29.63, 9.6),
    (1147, 535, 'PAY-558', 22, 43.63, 3.21),
    (1148, 536, 'PAY-1169', 21, 58.46, NULL),
    (1149, 538, 'PAY-2493', 2, 28.52, 2.93),
    (1150, 539, 'PAY-2868', 38, 14.2, 9.61),
    (1151, 539, 'PAY-8568', 10, 20.16, 17.27),
    (1152, 540, 'PAY-8623', 13, 21.87, 16.92),
    (1153, 540, 'PAY-3292', 17, 26.55, NULL),
    (1154, 541, 'PAY-9826', 13, 18.08, 2.06),
    (1155, 541, 'PAY-581', 25, 27.72, 64.38),
    (1156, 541, 'PAY-3748', 24, 21.17, 41.72),
    (1157, 541, 'PAY-700', 40, 13.05, 33.13),
    (1158, 542, 'PAY-8351', 12, 17.68, NULL),
    (1159, 542, 'PAY-2882', 25, 55.84, NULL),
    (1160, 542, 'PAY-200', 2, 59.9, NULL),
    (1161, 543, 'PAY-5916', 12, 48.48, 4.87),
    (1162, 543, 'PAY-7427', 24, 28.14, NULL),
    (1163, 544, 'PAY-6393', 12, 59.48, 53.06),
    (1164, 545, 'PAY-7129', 4, 22.41, NULL),
    (1165, 546, 'PAY-871', 11, 42.56, NULL),
    (1166, 546, 'PAY-6905', 38, 15.91, 30.32),
    (1167, 547, 'PAY-668', 36, 46.42, 90.24),
    (1168, 547, 'PAY-6799', 34, 25.83, 4.12),
    (1169, 547, 'PAY-1642', 12, 42.06, 22.78),
    (1170, 547, 'PAY-4548', 19, 52.58, 46.32),
    (1171, 548, 'PAY-9124', 16, 26.62, 30.92),
    (1172, 548, 'PAY-5194', 10, 53.86, NULL),
    (1173, 549, 'PAY-2184', 5, 31.28, 13.25),
    (1174, 549, 'PAY-4604', 31, 36.3, 45.68),
    (1175, 551, 'PAY-6149', 4, 31.83, NULL),
    (1176, 551, 'PAY-2716', 32, 42.22, 73.36),
    (1177, 551, 'PAY-640', 2, 54.83, 1.47),
    (1178, 552, 'PAY-1314', 33, 42.32, NULL),
    (1179, 553, 'PAY-9338', 38, 14.4, 20.46),
    (1180, 553, 'PAY-8686', 4, 44.78, 17.17),
    (1181, 553, 'PAY-2194', 24, 27.73, NULL),
    (1182, 554, 'PAY-8111', 13, 43.76, 22.02),
    (1183, 554, 'PAY-1593', 11, 14.55, 15.21),
    (1184, 555, 'PAY-237', 11, 59.93, NULL),
    (1185, 555, 'PAY-5401', 39, 21.67, 79.5),
    (1186, 555, 'PAY-2053', 36, 29.4, 18.82),
    (1187, 555, 'PAY-7609', 29, 55.41, 36.41),
    (1188, 556, 'PAY-2105', 39, 48.18, NULL),
    (1189, 556, 'PAY-8251', 4, 32.63, NULL),
    (1190, 558, 'PAY-1108', 18, 19.6, 31.6);
INSERT INTO payroll.bank_accounts (id, employee_id, iban) VALUES
    (58, 46, '9d437ae72225f302'),
    (59, 47, '6fc991e59825b601'),
    (60, 49, 'ba59ab7d6de2289b'),
    (61, 50, '23664311690b3583'),
    (62, 51, '4403e8c1694ec13e'),
    (63, 52, 'c1e70bc5a20e4cad'),
    (64, 55, '6b15dc1626a315ea'),
    (65, 57, '69dde7fd9583e83b'),
    (66, 58, '0a549e972ccdc358'),
    (67, 59, '4d71aa5ae7245183'),
    (68, 61, '6c21135563a803a4');
SELECT setval(pg_get_serial_sequence('payroll.employees', 'id'), (SELECT max(id) FROM payroll.employees));
SELECT setval(pg_get_serial_sequence('payroll.payslips', 'id'), (SELECT max(id) FROM payroll.payslips));
SELECT setval(pg_get_serial_sequence('payroll.payslip_lines', 'id'), (SELECT max(id) FROM payroll.payslip_lines));
SELECT setval(pg_get_serial_sequence('payroll.bank_accounts', 'id'), (SELECT max(id) FROM payroll.bank_accounts));


RESET ROLE;
