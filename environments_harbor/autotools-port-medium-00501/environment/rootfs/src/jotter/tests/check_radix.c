#include <stdio.h>
#include <jotter/jotter.h>

static const long cases[][2] = {
    { -2452L, 49L },
    { 1582L, 39L },
    { 2571L, 50L },
    { -96626L, 310L },
    { 1441L, 37L },
};

int main(void)
{
    int bad = 0;
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long got = jotter_radix(cases[i][0]);
        if (got != cases[i][1]) {
            printf("jotter_radix(%ld) = %ld, expected %ld\n", cases[i][0], got, cases[i][1]);
            bad = 1;
        }
    }
    return bad;
}
