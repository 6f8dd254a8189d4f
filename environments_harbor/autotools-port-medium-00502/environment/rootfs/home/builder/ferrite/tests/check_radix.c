#include <stdio.h>
#include <ferrite/ferrite.h>

static const long cases[][2] = {
    { 338L, 18L },
    { 2L, 1L },
    { 31537L, 177L },
    { 2026L, 45L },
    { -2359L, 48L },
};

int main(void)
{
    int bad = 0;
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long got = ferrite_radix(cases[i][0]);
        if (got != cases[i][1]) {
            printf("ferrite_radix(%ld) = %ld, expected %ld\n", cases[i][0], got, cases[i][1]);
            bad = 1;
        }
    }
    return bad;
}
