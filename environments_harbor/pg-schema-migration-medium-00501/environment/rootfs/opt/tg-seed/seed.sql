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
    pay_date text,
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

-- PAYROLL-570: what a employee has been charged (left-out payslips do not count)
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
    (37, 'Femi Rossi', 'femi.rossi@mail.test', 'FINANCE'),
    (39, 'Priya Fofana', 'priya.fofana@post.example', 'Finance'),
    (40, 'Yusuf Abbott', 'yusuf.abbott@mail.test', 'CUSTOMER CARE'),
    (41, 'Luis Fofana', 'luis.fofana@example.com', '  '),
    (42, 'Zora Dimitrov', 'zora.dimitrov@post.example', 'engineering'),
    (43, 'Quinn Sato', 'quinn.sato@example.com', 'engineering'),
    (44, 'Elena Gallo', 'elena.gallo@inbox.test', 'HUMAN RESOURCES'),
    (45, 'Ada Jensen', 'ada.jensen@example.com', 'ENGINEERING'),
    (46, 'Yusuf Ivanova', 'yusuf.ivanova@post.example', '  '),
    (48, 'Olu Dimitrov', 'olu.dimitrov@example.com', ' engineering'),
    (49, 'Hiro Dimitrov', 'hiro.dimitrov@mail.test', 'finance'),
    (50, 'Carmen Gallo', 'carmen.gallo@example.com', 'FINANCE'),
    (51, 'Uzma Ivanova', 'uzma.ivanova@mail.test', 'LOGISTICS'),
    (52, 'Jonas Weber', 'jonas.weber@mail.test', '  engineering'),
    (53, 'Bruno Ivanova', 'bruno.ivanova@mail.test', 'sales '),
    (54, 'Quinn Haddad', 'quinn.haddad@mail.test', ''),
    (55, 'Tomas Dimitrov', 'tomas.dimitrov@example.com', '  Customer Care'),
    (56, 'Jonas Dimitrov', 'jonas.dimitrov@example.com', ' Engineering'),
    (58, 'Priya Weber', 'priya.weber@post.example', 'Human Resources  '),
    (59, 'Priya Gallo', 'priya.gallo@example.com', ' Engineering'),
    (60, 'Ines Weber', 'ines.weber@mail.test', 'sales');
INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES
    (636, 39, '08/04/2024', 'void'),
    (637, 39, '17/04/2024', 'Void '),
    (638, 40, '22.04.2024', 'approved '),
    (639, 41, '2023-12-19', 'approved'),
    (640, 41, '2023-01-24', 'paid'),
    (641, 41, '01.12.2024', 'paid'),
    (642, 41, '14/01/2024', 'Paid'),
    (643, 42, '', 'Paid'),
    (644, 42, '15.06.2023', 'OK'),
    (645, 43, '23.06.2023', 'paid'),
    (646, 43, '2023-12-23', 'TRANSFERRED'),
    (647, 43, '2023-12-21', 'draft'),
    (648, 43, '18.02.2023', 'Transferred'),
    (649, 44, '03/11/2023', 'draft'),
    (650, 44, '2023-07-25', 'void'),
    (651, 45, '2023-01-27', 'draft'),
    (652, 46, '16/05/2024', 'draft'),
    (653, 48, '01.04.2024', 'draft'),
    (654, 49, '30.01.2023', 'ok'),
    (655, 49, '09.08.2023', 'Ok'),
    (656, 49, '2024-03-24', 'void'),
    (657, 50, '15.11.2024', 'draft'),
    (658, 51, '25/10/2023', 'Transferred'),
    (659, 51, '25.04.2023', 'cancelled'),
    (660, 52, '19/07/2023', ' void'),
    (661, 52, '', 'paid'),
    (662, 53, '2023-06-15', 'ok'),
    (663, 53, '2023-11-29', 'PAID'),
    (664, 54, '2023-05-17', 'approved'),
    (665, 54, '15/01/2024', 'void'),
    (666, 54, '', 'paid'),
    (667, 55, '13/09/2024', 'CANCELLED'),
    (668, 55, '04/01/2023', 'transferred'),
    (669, 56, '2023-12-12', 'APPROVED'),
    (670, 58, '2024-04-09', 'draft'),
    (671, 58, '2023-11-12', 'Draft'),
    (672, 59, '2024-07-14', 'Paid'),
    (673, 59, '29/05/2023', 'Pending'),
    (674, 60, '2023-10-24', 'approved'),
    (675, 60, '2023-12-16', 'paid'),
    (676, 60, '08.02.2023', 'ok'),
    (677, 60, '01/02/2023', 'approved');
INSERT INTO payroll.payslip_lines (id, payslip_id, code, hours, rate, deduction) VALUES
    (4740, 636, 'PAY-2328', 19, 54.72, NULL),
    (4741, 636, 'PAY-1295', 36, 35.16, 17.62),
    (4742, 637, 'PAY-8335', 5, 14.67, NULL),
    (4743, 637, 'PAY-8644', 14, 49.84, 52.65),
    (4744, 637, 'PAY-1815', 29, 50.31, 62.14),
    (4745, 639, 'PAY-9657', 20, 58.99, 103.97),
    (4746, 639, 'PAY-4865', 15, 30.39, NULL),
    (4747, 639, 'PAY-4753', 6, 26.69, 0.83),
    (4748, 639, 'PAY-5929', 16, 56.04, 72.66),
    (4749, 640, 'PAY-2585', 28, 57.83, 133.74),
    (4750, 640, 'PAY-9376', 1, 54.03, NULL),
    (4751, 640, 'PAY-8459', 23, 40.7, 79.03),
    (4752, 640, 'PAY-4672', 16, 44.04, NULL),
    (4753, 641, 'PAY-3707', 2, 40.29, 7.18),
    (4754, 642, 'PAY-2900', 3, 20.02, 4.9),
    (4755, 643, 'PAY-9417', 21, 28.27, NULL),
    (4756, 643, 'PAY-5243', 20, 41.23, 78.63),
    (4757, 643, 'PAY-9720', 18, 40.98, NULL),
    (4758, 643, 'PAY-1236', 27, 31.26, NULL),
    (4759, 644, 'PAY-8643', 7, 16.5, 0.55),
    (4760, 644, 'PAY-3967', 4, 28.96, 7.67),
    (4761, 644, 'PAY-1763', 9, 47.98, NULL),
    (4762, 644, 'PAY-5382', 13, 23.23, 5.58),
    (4763, 645, 'PAY-5443', 20, 55.29, NULL),
    (4764, 645, 'PAY-1717', 16, 48.14, NULL),
    (4765, 646, 'PAY-9206', 39, 50.17, 77.41),
    (4766, 646, 'PAY-9520', 11, 48.79, NULL),
    (4767, 646, 'PAY-6622', 20, 48.3, NULL),
    (4768, 648, 'PAY-6940', 32, 15.28, NULL),
    (4769, 648, 'PAY-5371', 15, 51.65, NULL),
    (4770, 648, 'PAY-2066', 22, 36.61, 24.33),
    (4771, 649, 'PAY-2646', 10, 31.06, 11.27),
    (4772, 650, 'PAY-2677', 16, 41.12, NULL),
    (4773, 650, 'PAY-1550', 31, 52.88, NULL),
    (4774, 650, 'PAY-6092', 16, 41.87, NULL),
    (4775, 651, 'PAY-2786', 26, 14.94, 17.54),
    (4776, 651, 'PAY-3033', 4, 29.02, NULL),
    (4777, 651, 'PAY-6630', 40, 51.84, NULL),
    (4778, 652, 'PAY-9557', 4, 55.99, NULL),
    (4779, 652, 'PAY-4880', 22, 50.48, 81.33),
    (4780, 652, 'PAY-1210', 26, 27.77, NULL),
    (4781, 653, 'PAY-2091', 16, 57.46, 67.94),
    (4782, 655, 'PAY-6859', 29, 59.96, NULL),
    (4783, 656, 'PAY-2359', 5, 46.94, 11.04),
    (4784, 658, 'PAY-897', 21, 44.01, 79.16),
    (4785, 658, 'PAY-7096', 38, 14.67, NULL),
    (4786, 658, 'PAY-022', 30, 53.85, NULL),
    (4787, 658, 'PAY-7194', 11, 20.77, 20.08),
    (4788, 659, 'PAY-3454', 39, 48.93, NULL),
    (4789, 659, 'PAY-8377', 5, 18.45, NULL),
    (4790, 660, 'PAY-6080', 27, 18.94, NULL),
    (4791, 660, 'PAY-3730', 28, 40.03, NULL),
    (4792, 660, 'PAY-446', 9, 12.34, NULL),
    (4793, 661, 'PAY-6599', 40, 44.73, 97.13),
    (4794, 662, 'PAY-2489', 17, 15.9, NULL),
    (4795, 663, 'PAY-6042', 27, 12.08, 18.98),
    (4796, 663, 'PAY-3176', 32, 41.44, NULL),
    (4797, 664, 'PAY-5350', 28, 39.08, 42.07),
    (4798, 664, 'PAY-5328', 23, 46.54, NULL),
    (4799, 664, 'PAY-4140', 31, 41.09, 93.35),
    (4800, 664, 'PAY-2285', 25, 55.68, 12.99),
    (4801, 665, 'PAY-5353', 33, 36.01, 65.38),
    (4802, 665, 'PAY-8806', 38, 30.18, NULL),
    (4803, 665, 'PAY-9676', 26, 38.29, 73.88),
    (4804, 665, 'PAY-8068', 7, 25.18, 17.27),
    (4805, 666, 'PAY-4732', 39, 31.05, NULL),
    (4806, 666, 'PAY-4054', 29, 18.67, NULL),
    (4807, 666, 'PAY-6187', 39, 27.56, 27.27),
    (4808, 666, 'PAY-4450', 6, 34.53, 18.04),
    (4809, 667, 'PAY-6507', 31, 36.01, NULL),
    (4810, 667, 'PAY-8312', 26, 20.45, NULL),
    (4811, 667, 'PAY-1485', 4, 46.35, NULL),
    (4812, 667, 'PAY-7934', 6, 17.67, 6.35),
    (4813, 668, 'PAY-9909', 37, 36.6, 30.56),
    (4814, 668, 'PAY-9072', 11, 25.28, NULL),
    (4815, 668, 'PAY-5973', 10, 39.19, 15.81),
    (4816, 670, 'PAY-519', 29, 43.19, NULL),
    (4817, 670, 'PAY-9910', 3, 34.27, NULL),
    (4818, 671, 'PAY-7587', 10, 18.02, 5.4),
    (4819, 672, 'PAY-4967', 18, 12.41, 7.32),
    (4820, 672, 'PAY-4584', 25, 49.76, NULL),
    (4821, 672, 'PAY-6305', 19, 55.15, 94.32),
    (4822, 672, 'PAY-6836', 12, 54.87, 56.88),
    (4823, 673, 'PAY-6300', 21, 55.98, 101.74),
    (4824, 674, 'PAY-2586', 17, 20.58, NULL),
    (4825, 674, 'PAY-3272', 33, 46.64, NULL),
    (4826, 674, 'PAY-8216', 14, 13.81, NULL),
    (4827, 674, 'PAY-8457', 13, 45.03, NULL),
    (4828, 675, 'PAY-1550', 34, 39.44, 77.13),
    (4829, 675, 'PAY-107', 40, 34.14, 125.76),
    (4830, 677, 'PAY-826', 10, 27.87, 12.78),
    (4831, 677, 'PAY-113', 15, 47.35, NULL);
INSERT INTO payroll.bank_accounts (id, employee_id, iban) VALUES
    (3, 37, '759e4c70a3b57222'),
    (4, 39, '5497a05ba777454c'),
    (5, 41, 'cd3a38dea1451a7d'),
    (6, 42, 'b5230468d22891a3'),
    (7, 43, 'a24d85d705e3b77d'),
    (8, 49, 'd4dd00a310fbce60'),
    (9, 52, '4e0fb4b31b5bdb7d'),
    (10, 53, 'bfcb0e53efe01158'),
    (11, 55, '5d0f96cffd94eb85'),
    (12, 56, '49a032e43e58aa40'),
    (13, 58, '62ccf5913cde4eba'),
    (14, 59, '96ff5fbefb83d205');
SELECT setval(pg_get_serial_sequence('payroll.employees', 'id'), (SELECT max(id) FROM payroll.employees));
SELECT setval(pg_get_serial_sequence('payroll.payslips', 'id'), (SELECT max(id) FROM payroll.payslips));
SELECT setval(pg_get_serial_sequence('payroll.payslip_lines', 'id'), (SELECT max(id) FROM payroll.payslip_lines));
SELECT setval(pg_get_serial_sequence('payroll.bank_accounts', 'id'), (SELECT max(id) FROM payroll.bank_accounts));


RESET ROLE;
