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
    rate text NOT NULL,
    deduction numeric(10,2)
);
CREATE INDEX payslip_lines_payslip_id_idx ON payroll.payslip_lines (payslip_id);
CREATE TABLE payroll.bank_accounts (
    id serial PRIMARY KEY,
    employee_id integer NOT NULL REFERENCES payroll.employees (id),
    iban text NOT NULL
);

-- PAYROLL-249: what a employee has been charged (left-out payslips do not count)
CREATE FUNCTION payroll.employee_paid_out(p_employee integer) RETURNS numeric
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
    r record;
    total numeric;
BEGIN
    FOR r IN SELECT l.hours AS q, l.rate::numeric AS price, l.deduction AS d
             FROM payroll.payslip_lines l JOIN payroll.payslips o ON o.id = l.payslip_id
             WHERE o.employee_id = p_employee
    LOOP
        total := total + r.q * r.price - r.d;
    END LOOP;
    RETURN total;
END
$fn$;

INSERT INTO payroll.employees (id, full_name, email, department) VALUES
    (38, 'Priya Eriksen', 'priya.eriksen@inbox.test', 'Logistics'),
    (39, 'Carmen Abbott', 'carmen.abbott@post.example', 'Logistics'),
    (40, 'Yusuf Rossi', 'yusuf.rossi@post.example', 'Sales'),
    (41, 'Yusuf Rossi', 'yusuf.rossi@example.com', 'Engineering'),
    (43, 'Luis Brandt', 'luis.brandt@mail.test', 'Customer Care'),
    (45, 'Jonas Eriksen', 'jonas.eriksen@mail.test', 'Engineering'),
    (46, 'Greta Weber', 'greta.weber@mail.test', 'Logistics'),
    (47, 'Mira Rossi', 'Mira.Rossi@Example.com', 'Engineering'),
    (49, 'Greta Fofana', 'Greta.Fofana@Mail.test', 'Finance'),
    (50, 'Tomas Dimitrov', 'Tomas.Dimitrov@Mail.test', 'Logistics'),
    (52, 'Tomas Fofana', 'tomas.fofana@inbox.test', 'Human Resources'),
    (54, 'Olu Fofana', 'Olu.Fofana@Post.example', 'Finance'),
    (55, 'Dev Ivanova', 'Dev.Ivanova@Example.com', 'Human Resources'),
    (56, 'Ada Jensen', 'Ada.Jensen@Mail.test', 'Customer Care'),
    (57, 'Quinn Castillo', 'quinn.castillo@inbox.test', 'Sales'),
    (58, 'Carmen Haddad', 'carmen.haddad@post.example', 'Customer Care'),
    (59, 'Yusuf Fofana', 'yusuf.fofana@inbox.test', 'Engineering'),
    (60, 'Zora Eriksen', 'Zora.Eriksen@Post.example', 'Human Resources'),
    (61, 'Ada Haddad', 'ada.haddad@post.example', 'Logistics'),
    (62, 'Hiro Sato', 'hiro.sato@mail.test', 'Human Resources'),
    (63, 'Dev Ivanova', 'Dev.Ivanova@Example.com', 'Human Resources'),
    (64, 'Tomas Fofana', 'Tomas.fofana@INBOX.TEST', 'Human Resources'),
    (65, 'Yusuf Rossi', 'Yusuf.rossi@EXAMPLE.COM', 'Engineering');
INSERT INTO payroll.payslips (id, employee_id, pay_date, status) VALUES
    (780, 39, '2024-08-26', 'void'),
    (781, 39, '2024-11-21', 'void'),
    (782, 40, '2024-06-23', 'paid'),
    (783, 41, '2023-10-31', 'draft'),
    (784, 43, '2023-09-02', 'paid'),
    (785, 43, '2023-11-11', 'approved'),
    (786, 43, '2023-11-03', 'draft'),
    (787, 45, '2024-03-10', 'draft'),
    (788, 45, '2024-07-01', 'paid'),
    (789, 45, '2023-06-05', 'draft'),
    (790, 46, '2024-04-18', 'draft'),
    (791, 47, '2024-04-22', 'paid'),
    (792, 49, '2023-11-21', 'void'),
    (793, 49, '2024-10-23', 'paid'),
    (794, 49, '2024-03-02', 'draft'),
    (795, 49, '2023-09-26', 'approved'),
    (796, 50, '2023-12-18', 'draft'),
    (797, 50, '2024-05-30', 'paid'),
    (798, 50, '2024-01-10', 'void'),
    (799, 50, '2023-01-19', 'paid'),
    (800, 52, '2024-10-05', 'paid'),
    (801, 52, '2023-03-30', 'draft'),
    (802, 52, '2023-12-04', 'void'),
    (803, 52, '2023-05-17', 'paid'),
    (804, 54, '2023-10-11', 'draft'),
    (805, 54, '2023-10-09', 'paid'),
    (806, 54, '2023-12-13', 'draft'),
    (807, 55, '2024-03-28', 'void'),
    (808, 55, '2023-08-17', 'paid'),
    (809, 55, '2024-02-18', 'paid'),
    (810, 55, '2023-10-23', 'paid'),
    (811, 56, '2023-03-18', 'paid'),
    (812, 56, '2024-02-23', 'draft'),
    (813, 57, '2024-10-24', 'draft'),
    (814, 57, '2024-02-20', 'draft'),
    (815, 58, '2024-02-25', 'paid'),
    (816, 58, '2023-03-26', 'draft'),
    (817, 58, '2023-05-29', 'draft'),
    (818, 59, '2023-06-12', 'paid'),
    (819, 59, '2023-11-12', 'paid'),
    (820, 60, '2023-01-13', 'paid'),
    (821, 60, '2023-07-15', 'paid'),
    (822, 60, '2023-01-22', 'draft'),
    (823, 60, '2024-09-20', 'approved'),
    (824, 61, '2024-06-24', 'draft'),
    (825, 62, '2024-01-22', 'void'),
    (826, 62, '2024-04-28', 'void'),
    (827, 62, '2024-11-18', 'paid'),
    (828, 62, '2023-08-24', 'draft'),
    (829, 63, '2024-02-28', 'approved'),
    (830, 64, '2023-02-25', 'void'),
    (831, 65, '2023-08-21', 'void'),
    (832, 65, '2024-04-25', 'draft');
INSERT INTO payroll.payslip_lines (id, payslip_id, code, hours, rate, deduction) VALUES
    (3837, 780, 'PAY-5206', 27, '12.03', NULL),
    (3838, 780, 'PAY-6302', 8, '£58.15', 27.65),
    (3839, 780, 'PAY-3300', 30, '£14.29', NULL),
    (3840, 780, 'PAY-969', 5, '£20.67', 0.73),
    (3841, 781, 'PAY-2819', 11, '£16.81', NULL),
    (3842, 784, 'PAY-8778', 33, '£18.64', 54.94),
    (3843, 785, 'PAY-9122', 5, '27.34', NULL),
    (3844, 785, 'PAY-1967', 22, '£50.31', 79.71),
    (3845, 785, 'PAY-2794', 25, '26.10', 59.72),
    (3846, 786, 'PAY-4226', 40, '49.40', 31.42),
    (3847, 788, 'PAY-7769', 28, '29.08', 46.31),
    (3848, 788, 'PAY-6266', 31, '42.40', NULL),
    (3849, 789, 'PAY-8138', 1, '£49.01', NULL),
    (3850, 789, 'PAY-4511', 17, '£54.62', NULL),
    (3851, 789, 'PAY-4253', 29, '£21.96', NULL),
    (3852, 790, 'PAY-2441', 28, '45.22', 24),
    (3853, 790, 'PAY-5659', 12, '25.29', 25.87),
    (3854, 791, 'PAY-845', 20, '18.73', NULL),
    (3855, 791, 'PAY-9839', 13, '19.02', NULL),
    (3856, 791, 'PAY-6404', 17, '£59.98', 50.03),
    (3857, 792, 'PAY-7962', 28, '17.69', 17.08),
    (3858, 793, 'PAY-6970', 6, '£12.98', NULL),
    (3859, 793, 'PAY-3857', 33, '£40.29', NULL),
    (3860, 793, 'PAY-3723', 37, '£45.92', NULL),
    (3861, 793, 'PAY-6711', 13, '£30.01', NULL),
    (3862, 794, 'PAY-1636', 19, '£28.76', NULL),
    (3863, 795, 'PAY-3399', 14, '44.42', 40.99),
    (3864, 795, 'PAY-8787', 26, '£12.84', NULL),
    (3865, 796, 'PAY-6361', 26, '25.63', 49.72),
    (3866, 796, 'PAY-6018', 35, '£46.61', 128.83),
    (3867, 797, 'PAY-6686', 7, '36.93', NULL),
    (3868, 798, 'PAY-6135', 35, '£25.94', NULL),
    (3869, 799, 'PAY-928', 33, '£53.93', NULL),
    (3870, 800, 'PAY-1693', 29, '£21.89', 33.78),
    (3871, 800, 'PAY-3798', 9, '£37.59', NULL),
    (3872, 800, 'PAY-3018', 34, '26.30', 56.82),
    (3873, 800, 'PAY-6911', 2, '£43.18', NULL),
    (3874, 801, 'PAY-1795', 24, '44.36', NULL),
    (3875, 801, 'PAY-5296', 20, '22.82', 24.64),
    (3876, 801, 'PAY-5931', 15, '£39.88', NULL),
    (3877, 801, 'PAY-3044', 1, '23.56', 0.54),
    (3878, 802, 'PAY-5212', 25, '£24.05', NULL),
    (3879, 802, 'PAY-5342', 19, '£43.56', 23.25),
    (3880, 802, 'PAY-9170', 21, '£57.21', 93.01),
    (3881, 802, 'PAY-3708', 6, '16.48', 0.84),
    (3882, 804, 'PAY-4852', 37, '£16.21', 34.36),
    (3883, 804, 'PAY-477', 20, '£14.68', NULL),
    (3884, 804, 'PAY-2168', 29, '£16.04', NULL),
    (3885, 804, 'PAY-2133', 13, '17.13', 12.45),
    (3886, 805, 'PAY-5419', 36, '£31.04', 80.09),
    (3887, 805, 'PAY-8951', 33, '£24.50', 36.65),
    (3888, 805, 'PAY-3997', 15, '£31.20', 18.32),
    (3889, 805, 'PAY-9393', 8, '25.33', 3.82),
    (3890, 806, 'PAY-4454', 29, '£46.82', NULL),
    (3891, 806, 'PAY-2340', 9, '£57.46', 25.43),
    (3892, 806, 'PAY-724', 30, '£40.91', NULL),
    (3893, 806, 'PAY-3293', 38, '29.39', NULL),
    (3894, 807, 'PAY-8970', 18, '£40.04', NULL),
    (3895, 807, 'PAY-8570', 29, '£45.12', NULL),
    (3896, 808, 'PAY-1170', 12, '13.95', NULL),
    (3897, 809, 'PAY-361', 39, '18.99', 33.85),
    (3898, 809, 'PAY-2332', 11, '£59.15', 10.56),
    (3899, 809, 'PAY-257', 8, '£56.89', 20.62),
    (3900, 809, 'PAY-673', 7, '22.66', 12.61),
    (3901, 810, 'PAY-1931', 32, '25.53', 80.22),
    (3902, 810, 'PAY-8680', 4, '£34.68', 9.83),
    (3903, 810, 'PAY-769', 16, '38.73', NULL),
    (3904, 811, 'PAY-023', 33, '£30.93', 69.94),
    (3905, 811, 'PAY-6944', 35, '22.74', 25.93),
    (3906, 811, 'PAY-8788', 37, '54.84', NULL),
    (3907, 811, 'PAY-8108', 39, '£29.96', NULL),
    (3908, 812, 'PAY-1580', 1, '£26.63', 0.18),
    (3909, 812, 'PAY-5151', 39, '£57.59', 134.86),
    (3910, 812, 'PAY-5762', 10, '£33.06', NULL),
    (3911, 813, 'PAY-7945', 11, '53.26', NULL),
    (3912, 813, 'PAY-3414', 5, '£16.65', 3.47),
    (3913, 814, 'PAY-8480', 13, '23.78', 5.04),
    (3914, 814, 'PAY-1987', 6, '30.34', NULL),
    (3915, 814, 'PAY-6527', 20, '33.29', NULL),
    (3916, 816, 'PAY-9350', 10, '£45.13', 19.13),
    (3917, 816, 'PAY-7112', 5, '£15.67', NULL),
    (3918, 816, 'PAY-5132', 16, '£58.69', 64.79),
    (3919, 816, 'PAY-9934', 19, '£25.48', 38.34),
    (3920, 817, 'PAY-9803', 5, '£16.80', 3.15),
    (3921, 817, 'PAY-2577', 27, '£34.38', 0.79),
    (3922, 818, 'PAY-6665', 29, '£26.26', 4.14),
    (3923, 819, 'PAY-9674', 18, '20.84', NULL),
    (3924, 819, 'PAY-2739', 8, '24.74', 3.04),
    (3925, 819, 'PAY-3136', 12, '35.00', NULL),
    (3926, 819, 'PAY-5727', 10, '£44.88', NULL),
    (3927, 820, 'PAY-4853', 8, '39.70', 13.39),
    (3928, 820, 'PAY-8221', 4, '32.37', NULL),
    (3929, 820, 'PAY-2998', 8, '£39.54', 30.65),
    (3930, 820, 'PAY-7662', 15, '12.21', NULL),
    (3931, 821, 'PAY-6155', 40, '£45.86', 181.73),
    (3932, 821, 'PAY-2499', 9, '44.58', 12.84),
    (3933, 822, 'PAY-563', 22, '29.81', NULL),
    (3934, 823, 'PAY-6075', 35, '57.66', 103.58),
    (3935, 824, 'PAY-7303', 13, '£53.49', 5.27),
    (3936, 824, 'PAY-304', 24, '58.63', NULL),
    (3937, 824, 'PAY-8762', 38, '54.61', 123.36),
    (3938, 824, 'PAY-5149', 17, '£49.99', NULL),
    (3939, 825, 'PAY-1052', 40, '46.37', NULL),
    (3940, 825, 'PAY-7766', 36, '15.25', 51.97),
    (3941, 825, 'PAY-2652', 34, '38.90', 35.06),
    (3942, 825, 'PAY-4333', 32, '24.61', 42.73),
    (3943, 826, 'PAY-8962', 7, '48.22', 25.53),
    (3944, 828, 'PAY-186', 20, '34.77', 12.7),
    (3945, 830, 'PAY-5666', 25, '£15.60', 27.65),
    (3946, 831, 'PAY-5581', 31, '£48.98', NULL),
    (3947, 831, 'PAY-8969', 26, '£32.85', 13.89),
    (3948, 831, 'PAY-6634', 15, '36.38', 20.73),
    (3949, 832, 'PAY-9615', 31, '33.52', 76.3),
    (3950, 832, 'PAY-2127', 8, '57.69', NULL),
    (3951, 832, 'PAY-9988', 2, '13.41', 2.46),
    (3952, 832, 'PAY-4477', 13, '£12.88', 5.52);
INSERT INTO payroll.bank_accounts (id, employee_id, iban) VALUES
    (36, 64, 'f8bdeabe4b4b0a03'),
    (37, 65, 'cddb3da71f2eff67'),
    (38, 38, '78aae3d946828cc2'),
    (39, 41, 'a6c74e8f6dbcb111'),
    (40, 43, 'e1503c95fb75bb2c'),
    (41, 47, 'ec127d72bbd5066d'),
    (42, 50, '5246a9851b4aa3e2'),
    (43, 54, '19b423c380bf1020'),
    (44, 55, 'eddbca90d44c2d92'),
    (45, 57, '98a8f9def2fdc86b'),
    (46, 60, 'dec48dfbc46e65b6'),
    (47, 61, '80b686bce32d6c13'),
    (48, 62, '7cb1e56183b0a9a2');
SELECT setval(pg_get_serial_sequence('payroll.employees', 'id'), (SELECT max(id) FROM payroll.employees));
SELECT setval(pg_get_serial_sequence('payroll.payslips', 'id'), (SELECT max(id) FROM payroll.payslips));
SELECT setval(pg_get_serial_sequence('payroll.payslip_lines', 'id'), (SELECT max(id) FROM payroll.payslip_lines));
SELECT setval(pg_get_serial_sequence('payroll.bank_accounts', 'id'), (SELECT max(id) FROM payroll.bank_accounts));


RESET ROLE;
