/* evalint: evaluate integer expressions, one per line (see README.md). */

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { OK, E_SYNTAX, E_DIVZERO, E_OVERFLOW, E_NEGEXP };
static const char *const reasons[] = {"", "syntax", "division by zero", "overflow", "negative exponent"};

static const char *p; /* the cursor */
static int err;       /* the first error of the line */
static int verbose;

static long long parse_expr(void);
static long long parse_unary(void);

static long long fail(int e)
{
    if (!err)
        err = e;
    return 0;
}

static void skip_space(void)
{
    while (*p == ' ')
        p++;
}

static long long parse_number(void)
{
    long long v = 0;
    int base = 10, digits = 0;

    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        base = 16;
        p += 2;
    }
    for (;;) {
        int d;

        if (isdigit((unsigned char)*p))
            d = *p - '0';
        else if (base == 16 && isxdigit((unsigned char)*p))
            d = tolower((unsigned char)*p) - 'a' + 10;
        else
            break;
        if (v > (LLONG_MAX - d) / base)
            return fail(E_OVERFLOW);
        v = v * base + d;
        digits++;
        p++;
    }
    if (!digits)
        return fail(E_SYNTAX);
    return v;
}

static long long parse_atom(void)
{
    long long v;

    skip_space();
    if (*p == '(') {
        p++;
        v = parse_expr();
        skip_space();
        if (*p != ')')
            return fail(E_SYNTAX);
        p++;
        return v;
    }
    if (!isdigit((unsigned char)*p))
        return fail(E_SYNTAX);
    return parse_number();
}

static long long ipow(long long b, long long e)
{
    long long r = 1;

    if (e < 0)
        return fail(E_NEGEXP);
    while (e) {
        if ((e & 1) && __builtin_mul_overflow(r, b, &r))
            return fail(E_OVERFLOW);
        e >>= 1;
        if (e && __builtin_mul_overflow(b, b, &b))
            return fail(E_OVERFLOW);
    }
    return r;
}

static long long parse_power(void)
{
    long long base = parse_atom(), e;

    if (err)
        return 0;
    skip_space();
    if (*p != '^')
        return base;
    p++;
    e = parse_unary();
    if (err)
        return 0;
    return ipow(base, e);
}

static long long parse_unary(void)
{
    long long v;

    if (err)
        return 0;
    skip_space();
    if (*p == '-') {
        p++;
        v = parse_unary();
        if (v == LLONG_MIN)
            return fail(E_OVERFLOW);
        return -v;
    }
    if (*p == '+') {
        p++;
        return parse_unary();
    }
    return parse_power();
}

static long long parse_term(void)
{
    long long v = parse_unary(), r;

    for (;;) {
        char op;

        skip_space();
        op = *p;
        if (err || (op != '*' && op != '/' && op != '%'))
            return v;
        p++;
        r = parse_unary();
        if (err)
            return 0;
        if (op == '*') {
            if (__builtin_mul_overflow(v, r, &v))
                return fail(E_OVERFLOW);
            continue;
        }
        if (r == 0)
            return fail(E_DIVZERO);
        if (v == LLONG_MIN && r == -1)
            return fail(E_OVERFLOW);
        v = op == '/' ? v / r : v % r;
    }
}

static long long parse_expr(void)
{
    long long v = parse_term(), r;

    for (;;) {
        char op;

        skip_space();
        op = *p;
        if (err || (op != '+' && op != '-'))
            return v;
        p++;
        r = parse_term();
        if (err)
            return 0;
        if (op == '+' ? __builtin_add_overflow(v, r, &v) : __builtin_sub_overflow(v, r, &v))
            return fail(E_OVERFLOW);
    }
}

/* The line without leading and trailing blanks, in a new string. */
static char *trimmed(const char *s)
{
    size_t n;
    char *t;

    while (*s == ' ' || *s == '\t')
        s++;
    n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    t = malloc(n);
    if (!t) {
        perror("evalint");
        exit(3);
    }
    memcpy(t, s, n);
    t[n] = '\0';
    return t;
}

static int eval_stream(FILE *in)
{
    char *line = NULL;
    size_t cap = 0;
    int bad = 0;

    while (getline(&line, &cap, in) != -1) {
        long long v;

        line[strcspn(line, "\r\n")] = '\0';
        p = line;
        skip_space();
        if (*p == '\0')
            continue;
        err = 0;
        v = parse_expr();
        skip_space();
        if (!err && *p != '\0')
            fail(E_SYNTAX);
        if (verbose) {
            char *t = trimmed(line);

            printf("%s = ", t);
            free(t);
        }
        if (err) {
            printf("error: %s\n", reasons[err]);
            bad = 1;
        } else {
            printf("%lld\n", v);
        }
    }
    free(line);
    return bad;
}

int main(int argc, char **argv)
{
    int i = 1, status = 0;

    if (i < argc && strcmp(argv[i], "-v") == 0) {
        verbose = 1;
        i++;
    }
    if (i >= argc)
        return eval_stream(stdin);
    for (; i < argc; i++) {
        FILE *in = fopen(argv[i], "r");

        if (!in) {
            fprintf(stderr, "evalint: cannot open %s\n", argv[i]);
            status = 2;
            continue;
        }
        if (eval_stream(in) && status == 0)
            status = 1;
        fclose(in);
    }
    return status;
}
