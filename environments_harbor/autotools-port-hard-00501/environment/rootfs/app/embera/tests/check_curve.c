#include <stdio.h>
#include <embera/embera.h>

static const long cases[][2] = {
    { 0L, 56L },
    { -488L, 59413L },
    { 1828L, 52757L },
    { 1035L, 50901L },
    { -2843L, 51770L },
};

int main(void)
{
    int bad = 0;
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long got = embera_curve(cases[i][0]);
        if (got != cases[i][1]) {
            printf("embera_curve(%ld) = %ld, expected %ld\n", cases[i][0], got, cases[i][1]);
            bad = 1;
        }
    }
    return bad;
}
