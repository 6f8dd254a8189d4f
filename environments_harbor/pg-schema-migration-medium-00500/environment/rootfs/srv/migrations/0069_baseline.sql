-- PAYROLL-701: the schema as it is today (applied)
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

-- PAYROLL-701: activity per employee for the reporting dashboard
CREATE VIEW payroll.employee_activity AS
    SELECT p.id AS employee_id, p.full_name, p.department, count(*) AS n_payslips,
           max(o.pay_date) AS last_pay_date, sum(l.hours * l.rate - l.deduction) AS paid_out
    FROM payroll.employees p
    JOIN payroll.payslips o ON o.employee_id = p.id
    JOIN payroll.payslip_lines l ON l.payslip_id = o.id
    GROUP BY p.id, p.full_name, p.department;
