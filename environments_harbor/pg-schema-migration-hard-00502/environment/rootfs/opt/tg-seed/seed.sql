DO $r$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'library_app') THEN CREATE ROLE library_app LOGIN; END IF; END $r$;
ALTER ROLE library_app SET search_path = library, public;
CREATE DATABASE librarydb;
\connect librarydb
CREATE SCHEMA library AUTHORIZATION library_app;
SET ROLE library_app;
CREATE TABLE library.members (
    id serial PRIMARY KEY,
    full_name text NOT NULL,
    email text NOT NULL,
    branch text
);
CREATE TABLE library.loans (
    id serial PRIMARY KEY,
    member_id integer NOT NULL REFERENCES library.members (id),
    borrowed_on date,
    status text
);
CREATE INDEX loans_member_id_idx ON library.loans (member_id);
CREATE TABLE library.loan_fees (
    id serial PRIMARY KEY,
    loan_id integer NOT NULL REFERENCES library.loans (id),
    reason text NOT NULL,
    days integer NOT NULL,
    daily_rate text NOT NULL,
    waived numeric(10,2)
);
CREATE INDEX loan_fees_loan_id_idx ON library.loan_fees (loan_id);
CREATE TABLE library.member_cards (
    id serial PRIMARY KEY,
    member_id integer NOT NULL REFERENCES library.members (id),
    card_number text NOT NULL
);

-- LIBRARY-804: what a member has been charged (left-out loans do not count)
CREATE FUNCTION library.member_fees(p_member integer) RETURNS numeric
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
    r record;
    total numeric;
BEGIN
    FOR r IN SELECT l.days AS q, l.daily_rate::numeric AS price, l.waived AS d
             FROM library.loan_fees l JOIN library.loans o ON o.id = l.loan_id
             WHERE o.member_id = p_member
    LOOP
        total := total + r.q * r.price - r.d;
    END LOOP;
    RETURN total;
END
$fn$;

INSERT INTO library.members (id, full_name, email, branch) VALUES
    (29, 'Ada Brandt', ' ada.brandt@inbox.test  ', 'Market Square'),
    (30, 'Greta Dimitrov', 'greta.dimitrov@post.example', 'Old Town'),
    (31, 'Carmen Fofana', 'carmen.fofana@inbox.test', 'Market Square'),
    (32, 'Greta Moreau', 'greta.moreau@example.com', 'Central'),
    (33, 'Yusuf Dimitrov', 'yusuf.dimitrov@mail.test', 'Market Square'),
    (34, 'Quinn Haddad', 'quinn.haddad@example.com ', 'Market Square'),
    (35, 'Femi Rossi', 'femi.rossi@post.example', 'Market Square'),
    (37, 'Dev Rossi', 'dev.rossi@mail.test ', 'Hillcrest'),
    (38, 'Rafa Moreau', 'rafa.moreau@example.com', 'Market Square'),
    (39, 'Vera Sato', 'Vera.Sato@Post.example', 'Market Square'),
    (40, 'Vera Sato', 'Vera.Sato@Example.com', 'Hillcrest'),
    (41, 'Carmen Weber', 'carmen.weber@example.com', 'Old Town'),
    (42, 'Kaia Dimitrov', 'Kaia.Dimitrov@Example.com', 'Hillcrest'),
    (44, 'Carmen Sato', 'carmen.sato@inbox.test', 'Central'),
    (45, 'Kaia Gallo', 'kaia.gallo@post.example', 'Old Town'),
    (46, 'Mira Eriksen', 'mira.eriksen@example.com', 'Hillcrest'),
    (47, 'Yusuf Brandt', 'yusuf.brandt@post.example', 'West End'),
    (48, 'Bruno Moreau', 'bruno.moreau@inbox.test', 'Hillcrest'),
    (49, 'Vera Gallo', 'vera.gallo@example.com', 'Old Town'),
    (51, 'Greta Brandt', 'greta.brandt@example.com', 'West End'),
    (52, 'Dev Rossi', 'dev.rossi@mail.test ', 'Hillcrest'),
    (53, 'Vera Gallo', 'Vera.gallo@EXAMPLE.COM', 'Old Town'),
    (54, 'Kaia Dimitrov', 'kaia.dimitrov@example.com  ', 'Hillcrest'),
    (55, 'Dev Rossi', ' dev.rossi@mail.test ', 'Hillcrest');
INSERT INTO library.loans (id, member_id, borrowed_on, status) VALUES
    (401, 30, '2023-10-27', 'void'),
    (402, 31, '2023-08-16', '  requested'),
    (403, 32, '2024-11-16', 'BACK'),
    (404, 32, '2023-12-02', 'Returned'),
    (405, 32, '2024-09-22', 'back'),
    (406, 33, '2024-02-01', 'Returned'),
    (407, 34, '2024-08-05', 'REQUESTED'),
    (408, 34, '2024-09-18', 'on hold'),
    (409, 34, '2023-11-20', 'ON HOLD'),
    (410, 35, '2023-03-29', 'Requested'),
    (411, 35, '2023-09-04', 'requested'),
    (412, 37, '2024-02-22', 'REQUESTED'),
    (413, 37, '2023-12-12', 'active'),
    (414, 37, '2024-10-08', 'Void'),
    (415, 38, '2023-02-05', 'On Loan'),
    (416, 39, '2024-05-04', 'Active '),
    (417, 39, '2023-06-24', 'returned'),
    (418, 39, '2024-04-08', 'requested'),
    (419, 39, '2024-02-06', 'on hold'),
    (420, 40, '2024-06-22', 'back'),
    (421, 40, '2024-03-07', 'Requested'),
    (422, 40, '2024-09-26', 'returned'),
    (423, 41, '2024-07-19', 'active'),
    (424, 41, '2023-11-28', ' requested'),
    (425, 41, '2023-08-18', 'active'),
    (426, 42, '2023-11-10', 'ACTIVE'),
    (427, 42, '2024-03-16', 'returned'),
    (428, 42, '2024-04-26', 'On Loan  '),
    (429, 44, '2024-07-03', ' On Hold'),
    (430, 45, '2023-04-08', 'requested'),
    (431, 45, '2024-02-17', 'returned'),
    (432, 45, '2023-04-18', 'RETURNED'),
    (433, 46, '2024-07-15', 'ACTIVE'),
    (434, 46, '2024-03-11', 'requested'),
    (435, 46, '2023-04-04', 'requested'),
    (436, 47, '2024-02-20', 'cancelled '),
    (437, 47, '2024-10-12', 'returned'),
    (438, 47, '2024-02-12', 'REQUESTED'),
    (439, 48, '2024-03-08', 'requested'),
    (440, 48, '2024-11-29', 'On Loan'),
    (441, 49, '2024-08-19', 'returned'),
    (442, 49, '2024-08-29', 'Back'),
    (443, 49, '2023-07-14', 'active'),
    (444, 51, '2023-09-25', 'returned'),
    (445, 52, '2024-05-10', 'returned'),
    (446, 52, '2023-10-11', 'cancelled'),
    (447, 53, '2024-05-03', 'requested'),
    (448, 53, '2024-10-31', 'back'),
    (449, 54, '2024-03-02', 'active'),
    (450, 54, '2023-02-08', 'on hold'),
    (451, 55, '2023-11-20', 'requested');
INSERT INTO library.loan_fees (id, loan_id, reason, days, daily_rate, waived) VALUES
    (1234, 403, 'FEE-1271', 9, ' 3.86 ', 0.92),
    (1235, 403, 'FEE-9260', 11, '0.21', NULL),
    (1236, 403, 'FEE-2791', 2, 'EUR 3.15', 0.46),
    (1237, 403, 'FEE-5743', 24, ' 2.46 ', 3.44),
    (1238, 404, 'FEE-063', 12, ' 0.11 ', NULL),
    (1239, 404, 'FEE-6595', 9, '1.11', NULL),
    (1240, 404, 'FEE-8215', 25, 'EUR 4.88', 5.22),
    (1241, 405, 'FEE-8630', 29, 'EUR 3.39', NULL),
    (1242, 405, 'FEE-5288', 14, '4.56', NULL),
    (1243, 405, 'FEE-6683', 25, ' 1.72 ', NULL),
    (1244, 406, 'FEE-2024', 7, ' 3.93 ', 0.36),
    (1245, 406, 'FEE-2139', 4, 'EUR 1.25', 0.4),
    (1246, 407, 'FEE-8954', 29, '1.7', NULL),
    (1247, 407, 'FEE-6228', 12, 'EUR 4.14', 2.86),
    (1248, 407, 'FEE-1820', 9, '€1.84', NULL),
    (1249, 408, 'FEE-4577', 19, ' 2.11 ', NULL),
    (1250, 408, 'FEE-6343', 3, ' 2.96 ', 0.45),
    (1251, 409, 'FEE-3595', 15, '3.50', NULL),
    (1252, 409, 'FEE-3775', 14, '4.38', 5.1),
    (1253, 409, 'FEE-2772', 16, ' 0.26 ', 0.14),
    (1254, 409, 'FEE-4468', 7, 'EUR 2.15', 0.45),
    (1255, 410, 'FEE-8629', 20, 'EUR 3.83', NULL),
    (1256, 410, 'FEE-2286', 20, '€2.04', 3.05),
    (1257, 410, 'FEE-7325', 10, 'EUR 1.91', 1.52),
    (1258, 411, 'FEE-1166', 7, '3.07', NULL),
    (1259, 411, 'FEE-1877', 2, '3.39', NULL),
    (1260, 413, 'FEE-9389', 14, '€2.84', NULL),
    (1261, 413, 'FEE-2046', 13, '0.88', NULL),
    (1262, 413, 'FEE-6270', 17, '4.62', NULL),
    (1263, 413, 'FEE-1006', 7, '0.34', NULL),
    (1264, 414, 'FEE-8566', 7, 'EUR 2.08', 0.71),
    (1265, 414, 'FEE-9164', 13, '0.85', NULL),
    (1266, 414, 'FEE-3215', 6, ' 2.58 ', NULL),
    (1267, 414, 'FEE-1121', 29, '1.83', NULL),
    (1268, 415, 'FEE-8046', 15, '0.96', NULL),
    (1269, 415, 'FEE-3307', 23, ' 2.49 ', NULL),
    (1270, 415, 'FEE-6169', 3, ' 1.95 ', NULL),
    (1271, 415, 'FEE-1628', 1, ' 2.49 ', 0.18),
    (1272, 416, 'FEE-1753', 5, 'EUR 2.47', 0.89),
    (1273, 416, 'FEE-1836', 22, '3.61', NULL),
    (1274, 416, 'FEE-4679', 13, 'EUR 1.89', NULL),
    (1275, 416, 'FEE-1781', 15, 'EUR 3.07', 3.16),
    (1276, 417, 'FEE-3275', 2, 'EUR 4.45', 0.6),
    (1277, 417, 'FEE-6515', 28, '2.51', NULL),
    (1278, 417, 'FEE-4132', 14, '1.17', NULL),
    (1279, 419, 'FEE-7538', 20, 'EUR 1.60', 1.71),
    (1280, 419, 'FEE-4031', 3, '2.94', NULL),
    (1281, 420, 'FEE-1822', 28, ' 0.89 ', NULL),
    (1282, 420, 'FEE-1339', 2, 'EUR 1.15', NULL),
    (1283, 420, 'FEE-6734', 28, '3.83', 8.65),
    (1284, 420, 'FEE-3679', 21, '€4.40', 7.78),
    (1285, 421, 'FEE-6339', 25, '0.72', 0.05),
    (1286, 421, 'FEE-5421', 3, '€3.80', 1.11),
    (1287, 421, 'FEE-6925', 20, ' 4.74 ', NULL),
    (1288, 422, 'FEE-7452', 5, '€1.48', NULL),
    (1289, 422, 'FEE-3882', 23, '€2.04', 1.79),
    (1290, 423, 'FEE-7183', 12, '3.45', NULL),
    (1291, 423, 'FEE-6984', 6, '3.75', 0.65),
    (1292, 423, 'FEE-6030', 30, '0.84', NULL),
    (1293, 424, 'FEE-9956', 14, ' 1.28 ', 1.32),
    (1294, 425, 'FEE-5375', 30, '3.80', 5.11),
    (1295, 426, 'FEE-5636', 20, '3.44', NULL),
    (1296, 426, 'FEE-7072', 6, '€2.43', 0.45),
    (1297, 426, 'FEE-9829', 27, '€4.65', NULL),
    (1298, 426, 'FEE-7711', 12, ' 4.84 ', NULL),
    (1299, 428, 'FEE-3091', 15, '2.03', 0.71),
    (1300, 428, 'FEE-6861', 23, '2.26', 2.64),
    (1301, 429, 'FEE-3838', 2, ' 0.83 ', 0.15),
    (1302, 429, 'FEE-1333', 28, '€2.92', 1.54),
    (1303, 429, 'FEE-4466', 30, '€0.75', NULL),
    (1304, 429, 'FEE-4956', 3, 'EUR 1.21', 0.21),
    (1305, 430, 'FEE-1055', 17, '0.1', NULL),
    (1306, 430, 'FEE-5009', 5, 'EUR 0.84', 0.23),
    (1307, 430, 'FEE-1289', 20, '1.96', 0.22),
    (1308, 431, 'FEE-1086', 7, '2.71', NULL),
    (1309, 432, 'FEE-9655', 11, '4.6', NULL),
    (1310, 432, 'FEE-7977', 4, '€4.88', NULL),
    (1311, 432, 'FEE-6484', 4, 'EUR 3.13', NULL),
    (1312, 434, 'FEE-8108', 20, 'EUR 0.77', NULL),
    (1313, 434, 'FEE-2641', 18, '2.49', NULL),
    (1314, 434, 'FEE-5062', 13, '1.24', 0.84),
    (1315, 434, 'FEE-2948', 9, 'EUR 3.14', 2.45),
    (1316, 435, 'FEE-2420', 7, ' 3.33 ', NULL),
    (1317, 436, 'FEE-4484', 20, '€4.13', 7.2),
    (1318, 436, 'FEE-8033', 2, '2.77', NULL),
    (1319, 436, 'FEE-8319', 7, ' 3.88 ', NULL),
    (1320, 436, 'FEE-7907', 5, '2.06', NULL),
    (1321, 437, 'FEE-1242', 27, '4.53', NULL),
    (1322, 437, 'FEE-8207', 9, '0.71', NULL),
    (1323, 437, 'FEE-2823', 16, '3.44', 0.43),
    (1324, 437, 'FEE-2466', 3, ' 4.98 ', 1.03),
    (1325, 438, 'FEE-8820', 18, 'EUR 4.82', NULL),
    (1326, 439, 'FEE-9689', 4, '4.72', 0.37),
    (1327, 440, 'FEE-4586', 7, ' 1.52 ', NULL),
    (1328, 440, 'FEE-6905', 29, '€0.24', 0.47),
    (1329, 441, 'FEE-9587', 7, '1.50', 0.76),
    (1330, 442, 'FEE-7981', 24, '€4.15', 8.36),
    (1331, 442, 'FEE-7316', 13, '0.85', 0.2),
    (1332, 443, 'FEE-5429', 25, 'EUR 1.39', 1.74),
    (1333, 443, 'FEE-5365', 25, '€3.09', NULL),
    (1334, 443, 'FEE-6699', 6, ' 4.69 ', NULL),
    (1335, 443, 'FEE-6398', 12, ' 2.06 ', NULL),
    (1336, 445, 'FEE-7761', 21, '3.19', 3.92),
    (1337, 446, 'FEE-2219', 27, '3.84', NULL),
    (1338, 446, 'FEE-4948', 9, 'EUR 1.31', 0.74),
    (1339, 446, 'FEE-7812', 19, ' 0.83 ', NULL),
    (1340, 446, 'FEE-121', 11, ' 0.92 ', NULL),
    (1341, 447, 'FEE-6927', 22, ' 1.59 ', 1.67),
    (1342, 447, 'FEE-8226', 9, '€0.80', 0.07),
    (1343, 447, 'FEE-7245', 7, 'EUR 4.44', NULL),
    (1344, 448, 'FEE-8483', 25, '0.1', 0.01),
    (1345, 449, 'FEE-8251', 19, ' 1.91 ', 1.73),
    (1346, 450, 'FEE-9582', 18, '€3.91', 4.92),
    (1347, 451, 'FEE-3222', 14, 'EUR 0.59', 0.33);
INSERT INTO library.member_cards (id, member_id, card_number) VALUES
    (25, 52, 'ccecf17cf2bcf972'),
    (26, 54, 'd85d98bdcccfb413'),
    (27, 31, '303b7610920b3d62'),
    (28, 35, '8a33c18472c53cc1'),
    (29, 37, '4029ccb3a66f5a7e'),
    (30, 39, '38711ef935576f42'),
    (31, 42, '7fae8910342aec9b');
SELECT setval(pg_get_serial_sequence('library.members', 'id'), (SELECT max(id) FROM library.members));
SELECT setval(pg_get_serial_sequence('library.loans', 'id'), (SELECT max(id) FROM library.loans));
SELECT setval(pg_get_serial_sequence('library.loan_fees', 'id'), (SELECT max(id) FROM library.loan_fees));
SELECT setval(pg_get_serial_sequence('library.member_cards', 'id'), (SELECT max(id) FROM library.member_cards));


RESET ROLE;
