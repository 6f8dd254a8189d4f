-- PAYROLL-894: the schema as it is today (applied)
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
