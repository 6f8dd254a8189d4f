/* saffron-menu js 0.309135 */
